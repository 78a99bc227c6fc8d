import crypto from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import { env } from '@/lib/env';

export type Message = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** An iCalendar invitation or cancellation carried as a text/calendar part. */
  icalEvent?: { method: 'REQUEST' | 'CANCEL'; content: string; filename?: string };
  attachments?: Mail.Attachment[];
};

/**
 * Sends a message (build it with letter(), ./letter.ts) through SMTP_URL. Every message is marked
 * Auto-Submitted (RFC 3834), so mail servers send no vacation or out-of-office replies to it. Without an SMTP server each message is written as an .eml file to
 * the outbox directory, so codes and invitations can still be read (and tests read them there).
 */
export async function sendMail(message: Message): Promise<void> {
  const e = env();
  const mail: Mail.Options = { from: e.MAIL_FROM, ...message, headers: { 'Auto-Submitted': 'auto-generated' } };
  if (e.SMTP_URL) {
    await nodemailer.createTransport(e.SMTP_URL).sendMail(mail);
    return;
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const info = await transport.sendMail(mail);
  await fsp.mkdir(e.outboxDir, { recursive: true });
  const file = path.join(e.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(4).toString('hex')}.eml`);
  await fsp.writeFile(file, info.message as Buffer);
  console.info(`[mail] outbox ${path.basename(file)}: "${message.subject}" to ${message.to}`);
}
