'use client';

import type { FormEvent } from 'react';
import type { ZodType } from 'zod';
import { useTranslations } from 'next-intl';
import { useFormSave } from '@/components/admin/FormActions';
import type { useNotice } from '@/components/admin/TimedMessage';

export type Issue = { path: string; message: string };

/** The first rule a value breaks in a schema: its path (e.g. 'company.about.0.name') and message; null when valid. */
export function firstIssue(schema: ZodType, value: unknown): Issue | null {
  const result = schema.safeParse(value);
  if (result.success) return null;
  const [issue] = result.error.issues;
  return issue ? { path: issue.path.join('.'), message: issue.message } : null;
}

/**
 * The save of a directory edit form whose body is nested (company, consultant): the body is checked with the
 * handler's own schema (no second rule chain), the first broken rule stops the save and marks its field, else
 * `send` runs, 'Амжилттай шинэчлэгдлээ.' shows and the entity reloads. `send` words its own failures.
 */
export function useCheckedSave(schema: ZodType, body: unknown, notice: ReturnType<typeof useNotice>, onChanged: () => Promise<unknown>) {
  const t = useTranslations('adminYellow.directory.common');
  const form = useFormSave();
  const issue = firstIssue(schema, body);
  // Only the rule the last attempt stopped at is marked, and only while it is still broken.
  const errorAt = (path: string) => (form.error && issue?.message === form.error && issue.path === path ? form.error : undefined);
  const submit = (send: () => Promise<unknown>) => (event: FormEvent) => {
    event.preventDefault();
    void form.save(issue?.message ?? null, send, async () => {
      notice.success(t('updated'));
      await onChanged();
    });
  };
  return { error: form.error, busy: form.busy, errorAt, submit };
}

/** Wraps a call's failure in the screen's own words: 'Хадгалахад алдаа гарлаа. <server message>'. */
export const failingWith = (words: string) => (error: Error) => {
  throw new Error(`${words} ${error.message}`);
};
