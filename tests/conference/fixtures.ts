import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll } from 'vitest';
import { adminCookie } from '../support/api';
import { getDb } from '@/lib/db/client';
import { eventDates, events, halls, languages } from '@/lib/conference/schema';

/** Uploads of these tests go to a temporary folder, not the project's data directory. */
export function useTemporaryDataDir() {
  process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'conference-test-'));
  process.env.MAIL_OUTBOX_DIR = path.join(process.env.DATA_DIR, 'outbox');
}

/** The smallest real PNG (1×1 px) and a JPEG header: image content the storage accepts. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
export const pngFile = (name = 'photo.png') => new File([PNG], name, { type: 'image/png' });
/** A text file dressed up as a picture: name and MIME type say PNG, the bytes do not. */
export const fakePng = () => new File(['<?php echo "not an image"; ?>'], 'evil.png', { type: 'image/png' });

/** Events 1–3 (3 is the current edition), the two agenda languages, three days of event 3 and two halls. */
export async function seedEventBasics() {
  const db = await getDb();
  await db.insert(events).values([
    { id: 1, event: 'Mining Week 2023' },
    { id: 2, event: 'Mining Week 2024' },
    { id: 3, event: 'Mining Week 2025' },
  ]);
  await db.insert(languages).values([
    { id: 1, language: 'mn' },
    { id: 2, language: 'en' },
  ]);
  const days = await db
    .insert(eventDates)
    .values([
      { event_id: 3, day: 1, event_date: '2025-09-11' },
      { event_id: 3, day: 2, event_date: '2025-09-12' },
      { event_id: 3, day: 3, event_date: '2025-09-13' },
    ])
    .returning();
  const hallRows = await db
    .insert(halls)
    .values([
      { event_id: 3, hall_name: 'Их танхим', hall_name_en: 'Main hall' },
      { event_id: 3, hall_name: 'Жижиг танхим', hall_name_en: 'Small hall' },
    ])
    .returning();
  return { days, halls: hallRows };
}

export function form(fields: Record<string, string | Blob | (string | Blob)[]>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) for (const v of [value].flat()) data.append(key, v);
  return data;
}

/**
 * A back-office test's setup: its own data directory, the events' basics, and the cookies of an editor
 * (moderator) and a read-only account, filled before the tests run.
 */
export function weekStaff() {
  const staff = { editor: '', reader: '' };
  beforeAll(async () => {
    useTemporaryDataDir();
    await seedEventBasics();
    [staff.editor, staff.reader] = await Promise.all([adminCookie(2), adminCookie(3)]);
  });
  return staff;
}
