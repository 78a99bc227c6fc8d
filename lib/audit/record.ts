import type { DbOrTx } from '@/lib/db/client';
import { auditLog, type AuditChanges } from './schema';

export type AuditEntry = {
  actor: { id: number; email: string } | null;
  entity: string;
  entityId?: string | number | null;
  action: string;
  changes?: AuditChanges;
  ip?: string;
};

/** Appends one entry to the audit log. */
export async function recordAudit(db: DbOrTx, e: AuditEntry) {
  await db.insert(auditLog).values({
    account_id: e.actor?.id ?? null,
    account_email: e.actor?.email ?? '',
    entity: e.entity,
    entity_id: e.entityId == null ? null : String(e.entityId),
    action: e.action,
    changes: e.changes ?? {},
    ip: e.ip ?? '',
  });
}

/** Fields never written to the log, whatever route carries them. */
const SECRET = /(^|_)(password|secret|token|otp|hash)$|^(code|codes|idToken|code_verifier|code_challenge)$/i;
const MAX_TEXT = 4000;

/**
 * The plain fields of a value as the log keeps them: files by name (never their bytes), dates as ISO text, long
 * texts cut, secrets (passwords, codes, tokens) left out.
 */
export function plainFields(value: unknown): unknown {
  if (value === null || value === undefined) return value ?? null;
  if (typeof File !== 'undefined' && value instanceof File) return { file: value.name, size: value.size };
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Uint8Array || value instanceof ArrayBuffer) return undefined;
  if (typeof value === 'string') return value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT)}…` : value;
  if (Array.isArray(value)) return value.slice(0, 500).map(plainFields);
  if (typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value)) {
      if (SECRET.test(key)) continue;
      const plain = plainFields(v);
      if (plain !== undefined) out[key] = plain;
    }
    return out;
  }
  return value;
}

/** The fields that differ between two rows: {before, after} with only those keys. */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): AuditChanges {
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    b[key] = before[key];
    a[key] = after[key];
  }
  return { before: b, after: a };
}
