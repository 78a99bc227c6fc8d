import 'server-only';
import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '@/lib/db/client';
import { notFound } from '@/lib/api/errors';
import { KEY_PATTERN, PRIVATE_PREFIX, storageDriver, storedKey } from '@/lib/storage';
import { assessmentAttachments, memberAnswers } from './schema';

/** Who reads a member's files, and so which authorized route a link points at. */
export type FileAudience = 'mm' | 'admin';

export const proofFileQuery = z.object({ key: z.string().regex(KEY_PATTERN, 'Файл олдсонгүй.') });

const NOT_FOUND = 'Файл олдсонгүй.';

/**
 * The link to a stored proof file or attachment: files we stored (private keys, and /uploads URLs stored
 * before files became private) go through the audience's authorized route; other references (the seed's
 * sample documents) are public files and stay as they are.
 */
export function fileLink(ref: string, audience: FileAudience): string;
export function fileLink(ref: string | null, audience: FileAudience): string | null;
export function fileLink(ref: string | null, audience: FileAudience): string | null {
  const key = storedKey(ref);
  if (!key) return ref;
  return `/api/${audience}/get/proof-file?key=${key.replace(PRIVATE_PREFIX, '')}`;
}

/** A member's answers view with each proof file linked for the audience. */
export function answersWithLinks<V extends { answers: { proof_file: string | null }[] }>(view: V, audience: FileAudience): V {
  return { ...view, answers: view.answers.map((a) => ({ ...a, proof_file: fileLink(a.proof_file, audience) })) };
}

/** The values a file named `key` may be stored as: its private key, or (older rows) its public URL. */
function storedForms(key: string) {
  return [...new Set([`${PRIVATE_PREFIX}${key}`, `/uploads/${key}`, storageDriver().publicUrl(key)])];
}

/**
 * The storage key of a proof file or attachment named `key`, looked up in the member's own answers and
 * attachments (any member's for an admin, memberId undefined); null when there is none, so another member's
 * file and a missing one look alike.
 */
export async function findMemberFile(db: DbOrTx, key: string, memberId?: number): Promise<string | null> {
  const forms = storedForms(key);
  const own = (column: typeof memberAnswers.member_id | typeof assessmentAttachments.member_id, match: SQL | undefined) =>
    memberId === undefined ? match : and(eq(column, memberId), match);
  const [answer] = await db
    .select({ ref: memberAnswers.proof_file })
    .from(memberAnswers)
    .where(own(memberAnswers.member_id, inArray(memberAnswers.proof_file, forms)))
    .limit(1);
  if (answer?.ref) return storedKey(answer.ref);
  const [attachment] = await db
    .select({ document: assessmentAttachments.official_document, form: assessmentAttachments.form })
    .from(assessmentAttachments)
    .where(own(assessmentAttachments.member_id, or(inArray(assessmentAttachments.official_document, forms), inArray(assessmentAttachments.form, forms))))
    .limit(1);
  if (!attachment) return null;
  return storedKey(forms.includes(attachment.document) ? attachment.document : attachment.form);
}

const INLINE = /^(image\/(jpeg|png)|application\/pdf)$/;

/** Answers with a stored file for its owner only: never cached, never sniffed, images and PDFs shown inline. */
export async function serveMemberFile(db: DbOrTx, key: string, memberId?: number): Promise<Response> {
  const storageKey = await findMemberFile(db, key, memberId);
  const stored = storageKey ? await storageDriver().read(storageKey) : null;
  if (!stored) throw notFound(NOT_FOUND);
  const disposition = INLINE.test(stored.contentType) ? 'inline' : 'attachment';
  return new Response(stored.stream, {
    headers: {
      'Content-Type': stored.contentType,
      'Content-Length': String(stored.size),
      'Content-Disposition': `${disposition}; filename="${key}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; img-src 'self'; sandbox",
    },
  });
}
