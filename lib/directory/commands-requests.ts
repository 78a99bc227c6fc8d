import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { withJobs } from '@/lib/jobs';
import { invalidate, TAGS } from '@/lib/cache';
import { statusChange, type DirectoryRequestStatus } from '@/lib/requests/status';
import { companies, persons } from './schema';
import { deleteCompanies } from './commands-company';
import { deletePersons } from './commands-person';
import { notifyDirectoryDecision } from './registration-mail';

/** The review queue of directory registrations (/admin/yellow/request): rows not yet published. */

export type RequestKind = 'company' | 'consultant';
type Actor = { id: number; email: string };

const tableOf = (kind: RequestKind) => (kind === 'company' ? companies : persons);

/**
 * Sets the review status of waiting registrations in one statement; 'approved' also publishes them (approval,
 * as POST /update/company does) and so expires the directory's cached pages. Registrants of approved and
 * declined entries are mailed the decision (a decline with the reason given) in the same transaction.
 * Published rows are not requests and are left alone. The number changed.
 */
export async function setRequestStatus(db: Db, kind: RequestKind, ids: number[], status: DirectoryRequestStatus, actor: Actor, reason?: string) {
  const t = tableOf(kind);
  const changed = await withJobs(db, async (jobs) => {
    const rows = await jobs.tx
      .update(t)
      .set({ ...statusChange(status, actor), ...(status === 'approved' && { approval: true }) })
      .where(and(inArray(t.id, ids), eq(t.approval, false)))
      .returning({ id: t.id });
    if (status === 'approved' || status === 'declined') {
      const decision = status === 'approved' ? { approved: true as const } : { approved: false as const, reason };
      for (const { id } of rows) await notifyDirectoryDecision(jobs, { type: kind === 'company' ? 'company' : 'person', id }, decision);
    }
    return rows;
  });
  if (status === 'approved' && changed.length) invalidate(TAGS.directory);
  return changed.length;
}

/** Deletes waiting registrations (never published entries), with the single delete's files and cache expiry. */
export function deleteRequests(db: Db, kind: RequestKind, ids: number[]) {
  return kind === 'company' ? deleteCompanies(db, ids, { requestsOnly: true }) : deletePersons(db, ids, { requestsOnly: true });
}
