import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getDb } from '@/lib/db/client';
import { memberCompanies } from '@/lib/logos/schema';
import { seedAssessmentQuestions } from '@/lib/assessment/seed';
import { childrenOf } from '@/lib/assessment/groups';
import { assessmentGroups } from '@/lib/assessment/queries';
import { memberSessionCookie } from '@/lib/assessment/member-session';

/** A private mail outbox for one test file. */
export function useTempOutbox(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'assessment-outbox-'));
  process.env.MAIL_OUTBOX_DIR = dir;
  return dir;
}

export async function seedQuestions() {
  const db = await getDb();
  await seedAssessmentQuestions(db);
  return childrenOf(await assessmentGroups(db));
}

export async function createMember(name: string, email: string, active = true) {
  const db = await getDb();
  const [member] = await db.insert(memberCompanies).values({ name, email, active, logo: '/images/logo.png' }).returning();
  return member!;
}

/** The cookie a verified member's browser would send. */
export function memberCookie(memberId: number) {
  return memberSessionCookie(memberId).split(';')[0]!;
}

export const pdfBytes = () => new Blob([Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1')], { type: 'application/pdf' });
export const pngBytes = () =>
  new Blob([Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5d3e1a40000000049454e44ae426082', 'hex')], { type: 'image/png' });
export const fakePdf = () => new Blob(['<html><script>alert(1)</script></html>'], { type: 'application/pdf' });

/** Every answer for the given questions: yes for the chosen indexes, no for the rest. */
export function answersFor(children: { id: number; cid: string }[], yes: (cid: string) => boolean) {
  return children.map((c) => ({ question_id: c.id, answer: yes(c.cid) ? 1 : 0, proof: yes(c.cid), comment: '' }));
}
