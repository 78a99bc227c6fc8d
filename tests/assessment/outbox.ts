import fs from 'node:fs';
import path from 'node:path';
import { readMail } from '../../e2e/support/mail';

/** Every message in a test file's outbox addressed to `to`, oldest first, decoded. */
export function messagesTo(outboxDir: string, to: string) {
  if (!fs.existsSync(outboxDir)) return [];
  return fs
    .readdirSync(outboxDir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => readMail(path.join(outboxDir, f)))
    .filter((m) => m.to.toLowerCase().includes(to.toLowerCase()));
}

/** The six-digit code of the newest verification mail to `to`, or null. */
export function latestCode(outboxDir: string, to: string): string | null {
  const last = messagesTo(outboxDir, to).at(-1);
  return last ? (/\b(\d{6})\b/.exec(last.text)?.[1] ?? null) : null;
}
