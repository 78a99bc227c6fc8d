import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { invalidate, TAGS } from '@/lib/cache';
import { withJobs } from '@/lib/jobs';
import { becameApproved, notifyDirectoryDecision } from './registration-mail';
import { notFound } from '@/lib/api/errors';
import { persons, personTranslations } from './schema';
import type { UpdatePerson } from './api-schemas';

/** Back-office writes on consultants ("persons"). */

const PERSON_MISSING = 'Зөвлөх олдсонгүй.';

/** POST /update/person: phone and approval (true publishes the consultant), and the texts per language. */
export async function updatePerson(db: Db, { person, about }: UpdatePerson) {
  await withJobs(db, async (jobs) => {
    const { tx } = jobs;
    const [current] = await tx.select({ id: persons.id, approval: persons.approval }).from(persons).where(eq(persons.id, person.id)).for('update');
    if (!current) throw notFound(PERSON_MISSING);
    const fields = {
      ...(person.approval !== undefined && { approval: person.approval }),
      ...(person.phone_number !== undefined && { phone_number: person.phone_number }),
    };
    if (Object.keys(fields).length) await tx.update(persons).set(fields).where(eq(persons.id, person.id));
    if (becameApproved(current.approval, person.approval)) await notifyDirectoryDecision(jobs, { type: 'person', id: person.id }, { approved: true });
    for (const { lang, ...text } of about) {
      await tx
        .insert(personTranslations)
        .values({ person_id: person.id, lang, ...text })
        .onConflictDoUpdate({ target: [personTranslations.person_id, personTranslations.lang], set: text });
    }
  });
  invalidate(TAGS.directory);
  return { success: true };
}

/** Deletes consultants with their texts and registrant (cascade); `requestsOnly` spares published ones. The count. */
export async function deletePersons(db: Db, ids: number[], { requestsOnly = false } = {}) {
  const removed = await db
    .delete(persons)
    .where(and(inArray(persons.id, ids), requestsOnly ? eq(persons.approval, false) : undefined))
    .returning({ id: persons.id });
  if (removed.length) invalidate(TAGS.directory);
  return removed.length;
}

export async function deletePerson(db: Db, id: number) {
  if (!(await deletePersons(db, [id]))) throw notFound(PERSON_MISSING);
  return { success: true };
}
