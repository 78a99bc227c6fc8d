import 'server-only';
import { asc, eq, ne } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { badRequest, conflict, notFound } from '@/lib/api/errors';
import { orderOr, type ListSql } from '@/lib/api/list-query';
import { invalidate, TAGS } from '@/lib/cache';
import { redirects } from './schema';
import { chainProblem, REDIRECT_MESSAGES, type RedirectInput } from './paths';
import { forgetRedirectMap } from './lookup';

const columns = { id: redirects.id, from: redirects.from_path, to: redirects.to_path, created_at: redirects.created_at };

export function listRedirects(db: Db, list?: ListSql) {
  return db.select(columns).from(redirects).where(list?.where).orderBy(...orderOr(list, [asc(redirects.from_path)]));
}

/** Every request guard drops its map: this process at once, other instances through the tag's expiry. */
function changed() {
  forgetRedirectMap();
  invalidate(TAGS.redirects);
}

/** The other mappings a new or changed one must not form a loop or chain with. */
async function othersThan(db: Db, id?: number): Promise<RedirectInput[]> {
  return db
    .select({ from: redirects.from_path, to: redirects.to_path })
    .from(redirects)
    .where(id === undefined ? undefined : ne(redirects.id, id));
}

function refuseChain(mapping: RedirectInput, others: RedirectInput[]) {
  const problem = chainProblem(mapping, others);
  if (problem === REDIRECT_MESSAGES.duplicate) throw conflict(problem);
  if (problem) throw badRequest(problem);
}

export async function insertRedirect(db: Db, mapping: RedirectInput) {
  const row = await db.transaction(async (tx) => {
    refuseChain(mapping, await othersThan(tx as unknown as Db));
    const [added] = await tx.insert(redirects).values({ from_path: mapping.from, to_path: mapping.to }).returning(columns);
    return added!;
  });
  changed();
  return row;
}

export async function updateRedirect(db: Db, id: number, mapping: RedirectInput) {
  const row = await db.transaction(async (tx) => {
    refuseChain(mapping, await othersThan(tx as unknown as Db, id));
    const [updated] = await tx.update(redirects).set({ from_path: mapping.from, to_path: mapping.to }).where(eq(redirects.id, id)).returning(columns);
    if (!updated) throw notFound(REDIRECT_MESSAGES.missing);
    return updated;
  });
  changed();
  return row;
}

export async function deleteRedirect(db: Db, id: number) {
  const [row] = await db.delete(redirects).where(eq(redirects.id, id)).returning(columns);
  if (!row) throw notFound(REDIRECT_MESSAGES.missing);
  changed();
  return row;
}

type ImportedRow = { row: number; from: string; reasons: string[] };

/**
 * Adds the mappings of an old site's URL list: each row is checked like a single mapping, against the saved
 * ones and the rows before it; rows that fail are reported by their number and the rest are added together.
 */
export async function importRedirects(db: Db, rows: { row: number; from: string; mapping: RedirectInput | null; reasons: string[] }[]) {
  const result = await db.transaction(async (tx) => {
    const known = await othersThan(tx as unknown as Db);
    const rejected: ImportedRow[] = [];
    const accepted: RedirectInput[] = [];
    for (const { row, from, mapping, reasons } of rows) {
      const problem = mapping ? chainProblem(mapping, known) : null;
      if (!mapping || problem) {
        rejected.push({ row, from, reasons: mapping ? [problem!] : reasons });
        continue;
      }
      known.push(mapping);
      accepted.push(mapping);
    }
    if (accepted.length) await tx.insert(redirects).values(accepted.map((m) => ({ from_path: m.from, to_path: m.to })));
    return { added: accepted.length, rejected };
  });
  if (result.added) changed();
  return result;
}
