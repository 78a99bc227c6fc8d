import fs from 'node:fs';
import path from 'node:path';
import { outboxDir } from './env';

/** A message the test server wrote to its outbox (no SMTP server in tests). */
export type OutboxMail = { file: string; to: string; subject: string; text: string; html: string; raw: string };

// Whitespace between two encoded words is not part of the text (RFC 2047).
const decodeWords = (value: string) =>
  value.replace(/\?=\s+=\?/g, '?==?').replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, encoding: string, data: string) =>
    encoding.toLowerCase() === 'b' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );

function decodeQuotedPrintable(value: string) {
  const bytes: number[] = [];
  const input = value.replace(/=\r?\n/g, '');
  for (let i = 0; i < input.length; i++) {
    if (input[i] === '=' && /^[0-9A-F]{2}$/i.test(input.slice(i + 1, i + 3))) {
      bytes.push(parseInt(input.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(input[i], 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Headers (unfolded, lower-case names) and body of one MIME entity. */
function parseEntity(raw: string) {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split < 0 ? raw : raw.slice(0, split);
  const body = split < 0 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function decodeBody(headers: Record<string, string>, body: string) {
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

/** The text/plain and text/html parts of a message, looking inside multipart containers. */
function textParts(headers: Record<string, string>, body: string): { text: string; html: string } {
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = type.match(/boundary="?([^";]+)"?/i)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const parts = body.split(`--${boundary}`).slice(1).filter((part) => !part.startsWith('--'));
    return parts.reduce(
      (acc, part) => {
        const entity = parseEntity(part.replace(/^\r?\n/, ''));
        const inner = textParts(entity.headers, entity.body);
        return { text: acc.text || inner.text, html: acc.html || inner.html };
      },
      { text: '', html: '' },
    );
  }
  const decoded = decodeBody(headers, body).trimEnd();
  return /^text\/html/i.test(type) ? { text: '', html: decoded } : /^text\/plain/i.test(type) ? { text: decoded, html: '' } : { text: '', html: '' };
}

export function readMail(file: string): OutboxMail {
  const raw = fs.readFileSync(file, 'utf8');
  const { headers, body } = parseEntity(raw);
  return { file, raw, to: decodeWords(headers.to ?? ''), subject: decodeWords(headers.subject ?? ''), ...textParts(headers, body) };
}

/** Every message in the outbox, oldest first (file names start with the time they were written). */
export function outbox(): OutboxMail[] {
  const dir = outboxDir();
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => readMail(path.join(dir, name)));
}

/**
 * The newest message to `to` (case-insensitive), waiting up to `timeout` ms for one to arrive.
 * Pass `after` (a Date taken before the action) to ignore older messages to the same address, and `subject`
 * when other mail to the address may still be on its way (the queue delivers in the background).
 */
export async function latestMail(to: string, { after, subject, timeout = 10_000 }: { after?: Date; subject?: RegExp; timeout?: number } = {}): Promise<OutboxMail> {
  const deadline = Date.now() + timeout;
  const wanted = to.toLowerCase();
  for (;;) {
    const match = outbox()
      .filter((mail) => mail.to.toLowerCase().includes(wanted))
      .filter((mail) => !after || fs.statSync(mail.file).mtimeMs >= after.getTime())
      .filter((mail) => !subject || subject.test(mail.subject))
      .at(-1);
    if (match) return match;
    if (Date.now() > deadline) throw new Error(`No mail to ${to} arrived in ${outboxDir()} within ${timeout} ms.`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The six-digit code of the newest verification mail to `to` sent after `after`. */
export async function latestCode(to: string, after: Date): Promise<string> {
  const mail = await latestMail(to, { after, subject: /Verification code/ });
  return /\b(\d{6})\b/.exec(mail.text)![1]!;
}
