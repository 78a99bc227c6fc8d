import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import type { AdminSession } from '@/lib/auth/session';
import type { Route, RouteTable } from '@/lib/api/table';
import { AUDITED_TABLES } from './tables';
import { changedFields, plainFields, recordAudit } from './record';
import type { AuditChanges } from './schema';

/** How a route's writes are named in the log, unless the route says otherwise (Route.audit). */
export function auditName(table: RouteTable, r: Route): { entity: string; action: string } {
  const [, action = 'write', ...rest] = r.path.split('/');
  const site = table.prefix.replace(/^\/api\/admin\/?/, '');
  const entity = r.audit?.entity ?? [site, rest.join('/')].filter(Boolean).join('/');
  return { entity, action: r.audit?.action ?? action };
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const idOf = (v: unknown) => (isObj(v) && (typeof v.id === 'number' || typeof v.cid === 'number') ? ((v.id ?? v.cid) as number) : undefined);

/** The id the request names: ?id / ?cid, or the body's id / cid, or the id of the object it edits (company, person). */
function requestedId(query: unknown, body: unknown): number | undefined {
  return idOf(query) ?? idOf(body) ?? (isObj(body) ? (idOf(body.company) ?? idOf(body.person)) : undefined);
}

/** The id of a row an insert answers with: {news: {id…}} or {id…}. */
function answeredId(result: unknown): number | undefined {
  if (!isObj(result)) return undefined;
  return idOf(result) ?? Object.values(result).map(idOf).find((id) => id !== undefined);
}

async function loadRow(db: Db, entity: string, id: number | undefined): Promise<Obj | undefined> {
  const target = AUDITED_TABLES[entity];
  if (!target || id === undefined) return undefined;
  const [row] = await db.select().from(target.table).where(eq(target.key, id)).limit(1);
  return row ? (plainFields(row) as Obj) : undefined;
}

type Write = { db: Db; admin: AdminSession | null; ip: string; query: unknown; body: unknown };

/**
 * Runs an admin write and appends its audit entry when it succeeds: who, the entity and id, the action and the
 * changed plain fields — the row before and after for the tables lib/audit/tables.ts knows, else the request's
 * validated fields (without secrets or file bytes). Bulk writes log their ids and action.
 */
export async function audited(table: RouteTable, r: Route, w: Write, run: () => Promise<unknown>): Promise<unknown> {
  const { entity, action } = auditName(table, r);
  const id = requestedId(w.query, w.body);
  const before = action === 'insert' ? undefined : await loadRow(w.db, entity, id);
  const result = await run();
  if (result instanceof Response && !result.ok) return result;
  const entityId = id ?? answeredId(result);
  const after = action === 'delete' || action === 'bulk' ? undefined : await loadRow(w.db, entity, entityId);
  const request = plainFields({ ...(isObj(w.query) ? w.query : {}), ...(isObj(w.body) ? w.body : {}) }) as Obj;
  let changes: AuditChanges;
  // A write to the row's children (a company's texts, contacts) leaves the row itself unchanged: log the request.
  if (before && after) changes = { ...changedFields(before, after), ...(JSON.stringify(before) === JSON.stringify(after) && { request }) };
  else if (before) changes = { before };
  else if (after) changes = { after };
  else changes = { request };
  await recordAudit(w.db, { actor: w.admin, entity, entityId: action === 'bulk' ? null : entityId, action, changes, ip: w.ip });
  return result;
}
