import { z } from 'zod';

export const REDIRECT_MESSAGES = {
  from: 'Хуучин хаягийг / тэмдэгтээр эхэлсэн зам эсвэл бүтэн URL хэлбэрээр оруулна уу.',
  to: 'Шинэ хаягийг / тэмдэгтээр эхэлсэн зам эсвэл http(s) URL хэлбэрээр оруулна уу.',
  reserved: 'Админ, API, файлын хаягийг чиглүүлэх боломжгүй.',
  loop: 'Хаяг өөр рүүгээ чиглэж болохгүй (давталт).',
  chainTo: (to: string) => `“${to}” хаяг өөр хаяг руу чиглүүлэгдсэн байна (гинжин чиглүүлэлт). Эцсийн хаягийг шууд оруулна уу.`,
  chainFrom: (from: string) => `“${from}” хаяг руу өөр хуучин хаяг чиглүүлэгдсэн байна (гинжин чиглүүлэлт). Тэр чиглүүлэлтийг эхлээд засна уу.`,
  duplicate: 'Энэ хуучин хаягийн чиглүүлэлт аль хэдийн бүртгэгдсэн байна.',
  missing: 'Чиглүүлэлт олдсонгүй.',
} as const;

/** Paths the site itself owns: never redirected, so a mistake here cannot lock editors out or break files. */
const RESERVED = /^\/(?:admin|api|_next|uploads)(?:[/?]|$)/;

/**
 * A path with its query string as the request guard sees it: percent-encoded (Cyrillic too), no host, no
 * fragment, no trailing slash. A full URL (the old site's list has those) keeps only its path and query.
 */
export function normalizePath(input: string): string | null {
  const text = input.trim();
  if (!/^(?:\/|https?:\/\/)/i.test(text) || text.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(text, 'http://site.invalid');
  } catch {
    return null;
  }
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  return `${path}${url.search}`;
}

/** Where a redirect leads: a site path (normalized) or an absolute http(s) URL of another site, kept as typed. */
export function normalizeTarget(input: string): string | null {
  const text = input.trim();
  if (/^https?:\/\//i.test(text)) {
    try {
      return new URL(text).href;
    } catch {
      return null;
    }
  }
  return text.startsWith('/') ? normalizePath(text) : null;
}

/** An address field: normalized by `normalize`, refused with `message` when it is none, or when `refuse` says why. */
const addressField = (normalize: (input: string) => string | null, message: string, refuse: (address: string) => string | null = () => null) =>
  z
    .string({ error: message })
    .max(2000, message)
    .transform((value, ctx) => {
      const address = normalize(value);
      const problem = address === null ? message : refuse(address);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
      return address ?? '';
    });
const fromField = addressField(normalizePath, REDIRECT_MESSAGES.from, (path) => (RESERVED.test(path) ? REDIRECT_MESSAGES.reserved : null));
const toField = addressField(normalizeTarget, REDIRECT_MESSAGES.to);

/** One mapping, shared by the admin form, its handler and each row of a CSV import. */
export const redirectSchema = z.object({ from: fromField, to: toField });
export const redirectUpdateSchema = redirectSchema.extend({ id: z.coerce.number().int().positive() });
export type RedirectInput = z.output<typeof redirectSchema>;

/**
 * Why a mapping cannot join the others, or null: a loop (to itself), or a chain (its target is itself
 * redirected, or another mapping already leads to its old address). Refused at write time, so every
 * request is answered with a single 308 to the final address.
 */
export function chainProblem(mapping: RedirectInput, others: readonly RedirectInput[]): string | null {
  if (mapping.to === mapping.from) return REDIRECT_MESSAGES.loop;
  if (others.some((o) => o.from === mapping.to)) return REDIRECT_MESSAGES.chainTo(mapping.to);
  if (others.some((o) => o.to === mapping.from)) return REDIRECT_MESSAGES.chainFrom(mapping.from);
  if (others.some((o) => o.from === mapping.from)) return REDIRECT_MESSAGES.duplicate;
  return null;
}
