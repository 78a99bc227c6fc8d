'use client';

import { useEffect, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { adminFetch, useAdminQuery } from '@/components/admin/api';
import { FormField, fieldProps } from '@/components/ui/forms/FormField';
import ui from '@/components/admin/ui.module.css';
import { INDEX_MESSAGES, isValidIndex, parentIndex } from '@/lib/assessment/index-rules';

const CHECK_DELAY_MS = 350;

/** The index's problem, asking the server about duplicates (not for an unchanged index on edit); null when fine. */
export async function indexError(value: string, original?: unknown): Promise<string | null> {
  const cid = value.trim();
  if (!cid) return INDEX_MESSAGES.required;
  if (!isValidIndex(cid)) return INDEX_MESSAGES.format;
  if (cid === original) return null;
  const { result } = await adminFetch<{ result: unknown[] }>(`/check/index?cid=${encodeURIComponent(cid)}`);
  return result.length > 0 ? INDEX_MESSAGES.duplicate : null;
}

/** The index, checked while typing (format, then the server's duplicate check) and its derived parent or 'heading'. */
export function CidInput() {
  const t = useTranslations('admin.assessment.questions');
  const { register, getValues } = useFormContext();
  const cid = String(useWatch({ name: 'cid' }) ?? '').trim();
  // The index as it stood when typing paused: only that one is checked (react-query drops answers to older ones).
  const [settled, setSettled] = useState(cid);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(cid), CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [cid]);
  const format = settled && !isValidIndex(settled) ? INDEX_MESSAGES.format : null;
  // An edit's unchanged index is its own, not a duplicate.
  const asked = Boolean(settled) && !format && settled !== getValues('originalCid');
  const check = useAdminQuery<{ result: unknown[] }>(asked ? `/check/index?cid=${encodeURIComponent(settled)}` : null);
  const error = cid ? (format ?? (check.data?.result.length ? INDEX_MESSAGES.duplicate : null) ?? check.error?.message ?? null) : null;
  const parent = isValidIndex(cid) ? parentIndex(cid) : null;
  return (
    <>
      <FormField id="question-cid" label={t('cid')} error={error} hint={t('cidHint')} required>
        <input {...fieldProps('question-cid', error, t('cidHint'))} {...register('cid')} className={ui.input} inputMode="decimal" />
      </FormField>
      <p className={ui.muted} aria-live="polite">
        {cid !== settled || check.isFetching ? t('checking') : parent ? t('parent', { pid: parent }) : cid && !error ? t('isHeading') : ''}
      </p>
    </>
  );
}
