import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import { env } from '@/lib/env';

/** A rendered message (build it with letter(), ./letter.ts). It is stored as JSON until delivered: text only. */
export type Message = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** An iCalendar invitation or cancellation carried as a text/calendar part. */
  icalEvent?: { method: 'REQUEST' | 'CANCEL'; content: string; filename?: string };
  /** Small files carried as base64 text (a ticket's QR code, shown inline through its cid; an .ics). */
  attachments?: { filename: string; content: string; encoding: 'base64'; contentType: string; cid?: string }[];
};

/** Which stored message this is: its mail_messages row, which names its Message-ID and outbox file. */
export type Envelope = { id: number; createdAt: Date };

const domainOf = (from: string) => from.match(/@([^>\s]+)/)?.[1] ?? 'mining.mn';

/**
 * Hands one queued message to SMTP_URL; only the mail worker (./deliver.ts) calls it. Every message is marked
 * Auto-Submitted (RFC 3834), so mail servers send no vacation replies to it, and carries a Message-ID fixed by
 * its row, so a retry after a crash between the server's acceptance and our record of it is recognisably the
 * same message. Without an SMTP server the message is written as an .eml file to the outbox directory, named
 * by its row (creation time, then id): a second delivery of the same row finds the file there and writes nothing.
 */
export async function transmit(message: Message, { id, createdAt }: Envelope): Promise<void> {
  const e = env();
  const mail: Mail.Options = {
    from: e.MAIL_FROM,
    ...message,
    messageId: `<mail-${id}.${createdAt.getTime()}@${domainOf(e.MAIL_FROM)}>`,
    headers: { 'Auto-Submitted': 'auto-generated' },
  };
  if (e.SMTP_URL) {
    await nodemailer.createTransport(e.SMTP_URL).sendMail(mail);
    return;
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const info = await transport.sendMail(mail);
  await fsp.mkdir(e.outboxDir, { recursive: true });
  const name = `${createdAt.toISOString().replace(/[:.]/g, '-')}-${String(id).padStart(8, '0')}.eml`;
  const file = path.join(e.outboxDir, name);
  const partial = `${file}.${process.pid}.tmp`;
  await fsp.writeFile(partial, info.message as Buffer);
  try {
    fs.linkSync(partial, file); // atomic, and refused when the message is already there
    console.info(`[mail] outbox ${name}: "${message.subject}" to ${message.to}`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await fsp.rm(partial, { force: true });
  }
}
