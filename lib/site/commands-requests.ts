import { desc, inArray } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { pageParam, limitParam } from '@/lib/api/params';
import { defineList } from '@/lib/api/list-route';
import type { ListSql } from '@/lib/api/list-query';
import { listPage } from '@/lib/api/list-page';
import { OFFICE_REQUEST_STATUSES, statusChange, type OfficeRequestStatus } from '@/lib/requests/status';
import { officeRequests as t } from './schema';

/** /admin/request-list: membership and contact requests with their work status. */
export const officeRequestList = defineList({ id: t.id, shape: { page: pageParam, limit: limitParam(10) }, rows: 'request', file: 'office-requests' }, {
  name: { sql: t.name, kind: 'text', label: 'Нэр' },
  email: { sql: t.email, kind: 'text', label: 'Цахим шуудан' },
  phone_number: { sql: t.phone_number, kind: 'text', label: 'Утас' },
  business_type: { sql: t.business_type, kind: 'text', label: 'Үйл ажиллагааны чиглэл' },
  member_request: { sql: t.member_request, kind: 'boolean', label: 'Гишүүнчлэл' },
  codex_request: { sql: t.codex_request, kind: 'boolean', label: 'Ёс зүйн дүрэм' },
  meeting_request: { sql: t.meeting_request, kind: 'boolean', label: 'Уулзалт' },
  request_status: { sql: t.request_status, kind: 'enum', values: OFFICE_REQUEST_STATUSES, label: 'Төлөв' },
  request_status_by_email: { sql: t.request_status_by_email, kind: 'text', label: 'Төлөв өөрчилсөн' },
  created_at: { sql: t.created_at, kind: 'date', label: 'Илгээсэн огноо' },
});

/** Membership requests, newest first unless sorted. */
export function listOfficeRequests(db: Db, { page, limit }: { page: number; limit: number }, list?: ListSql) {
  return listPage(db, t, { page, limit, order: [desc(t.created_at), desc(t.id)] }, list);
}

/** Sets the status of some requests (one transaction); the number changed. */
export async function setOfficeRequestStatus(db: Db, ids: number[], status: OfficeRequestStatus, admin: { id: number; email: string }) {
  const changed = await db
    .update(t)
    .set(statusChange(status, admin))
    .where(inArray(t.id, ids))
    .returning({ id: t.id });
  return changed.length;
}

export async function deleteOfficeRequests(db: Db, ids: number[]) {
  const removed = await db.delete(t).where(inArray(t.id, ids)).returning({ id: t.id });
  return removed.length;
}

/** The dashboard page still imports its counts from here; they live in ./dashboard. */
