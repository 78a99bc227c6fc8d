import crypto from 'node:crypto';
import { z } from 'zod';
import { UB_OFFSET } from '@/lib/site/ulaanbaatar-time';

/**
 * Validation of one imported row. Values come from CSV (strings) or JSON (strings or numbers); blanks mean
 * "not given". Dates without an offset are the exchange's local time, Ulaanbaatar (UTC+8, no daylight saving).
 */
const blankToUndefined = (value: unknown) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value);

const missingOr = (message: string) => (issue: { input?: unknown }) => (issue.input === undefined ? 'хоосон байна' : message);

const textValue = (max: number) =>
  z
    .union([z.string(), z.number()], { error: missingOr('текст биш байна') })
    .transform((v) => String(v).trim())
    .pipe(z.string().max(max, `${max} тэмдэгтээс урт байна`));
const text = (max = 300) => z.preprocess(blankToUndefined, textValue(max).optional());
const requiredText = (max = 300) => z.preprocess(blankToUndefined, textValue(max));

/** 1,234.5 and 1 234,5 style numbers as spreadsheets write them. */
function toNumber(value: unknown) {
  if (typeof value !== 'string') return value;
  let s = value.replace(/[\s\u00a0]/g, '');
  if (/^-?\d{1,3}(,\d{3})+(\.\d+)?$/.test(s)) s = s.replace(/,/g, '');
  else if (/^-?\d+,\d+$/.test(s)) s = s.replace(',', '.');
  return s === '' ? undefined : Number(s);
}
const number = z.number({ error: missingOr('тоо биш байна') }).min(0, 'сөрөг байж болохгүй');
const amount = z.preprocess((v) => toNumber(blankToUndefined(v)), number);
const optionalAmount = z.preprocess((v) => toNumber(blankToUndefined(v)), number.optional());

const LOCAL_DATE = /^(\d{4})[-/.](\d{2})[-/.](\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;
const dateTime = z.preprocess(
  blankToUndefined,
  z
    .union([z.string(), z.number()], { error: 'огноо байхгүй байна' })
    .transform((value, ctx) => {
      const local = typeof value === 'string' ? LOCAL_DATE.exec(value.trim()) : null;
      const date = local
        ? new Date(`${local[1]}-${local[2]}-${local[3]}T${local[4] ?? '00'}:${local[5] ?? '00'}:${local[6] ?? '00'}${UB_OFFSET}`)
        : new Date(value);
      if (Number.isNaN(date.getTime()) || date.getUTCFullYear() < 1990 || date.getUTCFullYear() > 2100) {
        ctx.addIssue({ code: 'custom', message: 'огноо буруу байна' });
        return z.NEVER;
      }
      return date;
    }),
);
const link = text(1000).refine((v) => v === undefined || /^https?:\/\/\S+$/i.test(v), 'http(s) хаяг биш байна');
const currency = text(10).transform((v) => (v ? v.toUpperCase() : 'MNT'));

export const tradeRow = z.object({
  id: text(200),
  seller_name: requiredText(),
  product_name: requiredText(),
  product_category: text().transform((v) => v ?? ''),
  seller_name_en: text().transform((v) => v ?? ''),
  product_name_en: text().transform((v) => v ?? ''),
  product_category_en: text().transform((v) => v ?? ''),
  mass: optionalAmount.transform((v) => v ?? 0),
  min_price: optionalAmount,
  deal_price: optionalAmount,
  price_currency: currency,
  trade_datetime: dateTime,
  own_url: link,
  url: link,
});

export const noticeRow = z.object({
  id: text(200),
  seller_name: requiredText(),
  seller_name_en: text().transform((v) => v ?? ''),
  order_num: requiredText(100),
  type: requiredText(100),
  type_en: text(100).transform((v) => v ?? ''),
  sell_datetime: dateTime,
  quantity: amount,
  currency,
  lot_size: amount,
  own_url: link,
  url: link,
  other: text(2000),
  other_en: text(2000).transform((v) => v ?? ''),
});

/**
 * The row's identity across imports: the exchange's own id when the export has one, else a digest of the
 * fields that identify the deal, so importing the same file twice finds the same keys.
 */
export function externalKey(id: string | undefined, identity: unknown[]) {
  if (id) return id;
  const digest = crypto.createHash('sha256').update(JSON.stringify(identity)).digest('hex').slice(0, 32);
  return `sha256:${digest}`;
}

export function tradeValues(row: z.output<typeof tradeRow>) {
  const { id, ...values } = row;
  const key = externalKey(id, [row.seller_name, row.product_name, row.trade_datetime.toISOString(), row.deal_price ?? null, row.mass]);
  return { ...values, external_key: key, min_price: row.min_price ?? null, deal_price: row.deal_price ?? null, own_url: row.own_url ?? null, url: row.url ?? null };
}

export function noticeValues(row: z.output<typeof noticeRow>) {
  const { id, ...values } = row;
  const key = externalKey(id, [row.seller_name, row.order_num, row.sell_datetime.toISOString()]);
  return { ...values, external_key: key, own_url: row.own_url ?? null, url: row.url ?? null, other: row.other ?? null };
}

/** Zod issues as the report's reasons: "column: problem". */
export const reasonsOf = (error: z.ZodError) => error.issues.map((issue) => `${issue.path.join('.') || 'мөр'}: ${issue.message}`);
