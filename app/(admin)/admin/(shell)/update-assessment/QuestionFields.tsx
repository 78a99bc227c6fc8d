'use client';

import { useEffect, useRef, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { adminFetch, AdminApiError } from '@/components/admin/api';
import { FormField, fieldProps } from '@/components/admin/FormField';
import { TextInput } from '@/components/admin/resource/fields/FieldInput';
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
  const cid = String(useWatch({ name: 'cid' }) ?? '');
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const checkId = useRef(0);

  useEffect(() => {
    const id = ++checkId.current;
    if (!cid.trim()) return;
    const timer = setTimeout(async () => {
      setChecking(true);
      const found = await indexError(cid, getValues('originalCid')).catch((e) => (e instanceof AdminApiError ? e.message : null));
      if (id !== checkId.current) return;
      setError(found);
      setChecking(false);
    }, CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [cid, getValues]);

  const shown = cid.trim() ? error : null;
  const parent = isValidIndex(cid.trim()) ? parentIndex(cid.trim()) : null;
  return (
    <>
      <FormField id="question-cid" label={t('cid')} error={shown} hint={t('cidHint')} required>
        <input {...fieldProps('question-cid', shown, t('cidHint'))} {...register('cid')} className={ui.input} inputMode="decimal" />
      </FormField>
      <p className={ui.muted} aria-live="polite">
        {checking ? t('checking') : parent ? t('parent', { pid: parent }) : cid.trim() && !error ? t('isHeading') : ''}
      </p>
    </>
  );
}

/** A sub-question's improvement advice (Mongolian or English); a heading (no parent) has none. */
export function GuidanceInput({ lang }: { lang: 'mn' | 'en' }) {
  const t = useTranslations('admin.assessment.questions');
  const cid = String(useWatch({ name: 'cid' }) ?? '').trim();
  if (!isValidIndex(cid) || !parentIndex(cid)) return null;
  return lang === 'mn' ? (
    <TextInput name="guidance" id="question-guidance" kind="textarea" label={t('guidance')} hint={t('guidanceHint')} maxLength={2000} />
  ) : (
    <TextInput name="guidance_en" id="question-guidance-en" kind="textarea" label={t('guidanceEn')} maxLength={2000} />
  );
}
