'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { adminFetch, AdminApiError } from '@/components/admin/api';
import { FormField, fieldProps } from '@/components/admin/FormField';
import { Spinner } from '@/components/admin/Spinner';
import ui from '@/components/admin/ui.module.css';
import { INDEX_MESSAGES, isValidIndex, parentIndex } from '@/lib/assessment/index-rules';
import type { EditableQuestion } from './QuestionGroups';

const CHECK_DELAY_MS = 350;

/**
 * Mode C: add or edit a question. The index must be digits joined by dots (at least one dot) and unused:
 * the server is asked while typing, except for an unchanged index on edit. Saving is blocked while the index
 * has an error; the server enforces the same rules.
 */
export function QuestionForm({ editing, onSaved, onCancel }: { editing: EditableQuestion | null; onSaved: () => void; onCancel: () => void }) {
  const t = useTranslations('admin.assessment.questions');
  const [cid, setCid] = useState(editing?.cid ?? '');
  const [question, setQuestion] = useState(editing?.question ?? '');
  const [questionEn, setQuestionEn] = useState(editing?.question_en ?? '');
  const [guidance, setGuidance] = useState(editing?.guidance ?? '');
  const [guidanceEn, setGuidanceEn] = useState(editing?.guidance_en ?? '');
  const [cidError, setCidError] = useState<string | null>(null);
  const [questionError, setQuestionError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [saving, setSaving] = useState(false);
  const checkId = useRef(0);

  /** The index's error, asking the server about duplicates; null when the index is fine. */
  const indexError = async (value: string): Promise<string | null> => {
    const trimmed = value.trim();
    if (!trimmed) return INDEX_MESSAGES.required;
    if (!isValidIndex(trimmed)) return INDEX_MESSAGES.format;
    if (editing && trimmed === editing.cid) return null;
    const { result } = await adminFetch<{ result: unknown[] }>(`/check/index?cid=${encodeURIComponent(trimmed)}`);
    return result.length > 0 ? INDEX_MESSAGES.duplicate : null;
  };

  useEffect(() => {
    if (!cid.trim()) return;
    const id = ++checkId.current;
    const timer = setTimeout(async () => {
      setChecking(true);
      try {
        const error = await indexError(cid);
        if (id === checkId.current) setCidError(error);
      } catch (e) {
        if (id === checkId.current) setCidError(e instanceof AdminApiError ? e.message : null);
      } finally {
        if (id === checkId.current) setChecking(false);
      }
    }, CHECK_DELAY_MS);
    return () => clearTimeout(timer);
    // Re-checked only when the index changes.
  }, [cid]);

  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const qError = question.trim() ? null : INDEX_MESSAGES.questionRequired;
    setQuestionError(qError);
    let error = cidError;
    if (!cid.trim() || checking) {
      error = await indexError(cid).catch(() => null);
      setCidError(error);
    }
    if (error) {
      setFormError(error === INDEX_MESSAGES.required ? null : INDEX_MESSAGES.blocked);
      return;
    }
    if (qError) return;
    setSaving(true);
    try {
      const body = { cid: cid.trim(), question: question.trim(), question_en: questionEn.trim(), guidance: guidance.trim(), guidance_en: guidanceEn.trim() };
      if (editing) await adminFetch('/update/question', { json: { ...body, id: editing.id, originalCid: editing.cid, pid: parentIndex(body.cid) } });
      else await adminFetch('/insert/question', { json: body });
      onSaved();
    } catch (err) {
      const message = err instanceof AdminApiError ? err.message : t('saveFailed');
      if (err instanceof AdminApiError && err.status === 409) setCidError(message);
      setFormError(message);
    } finally {
      setSaving(false);
    }
  };

  const parent = isValidIndex(cid.trim()) ? parentIndex(cid.trim()) : null;
  return (
    <form className={`${ui.card} ${ui.form}`} onSubmit={save} noValidate>
      <h2 className={ui.title}>{editing ? t('editTitle') : t('addTitle')}</h2>
      <FormField id="question-cid" label={t('cid')} error={cidError} hint={t('cidHint')} required>
        <input
          {...fieldProps('question-cid', cidError, t('cidHint'))}
          className={ui.input}
          inputMode="decimal"
          value={cid}
          onChange={(e) => {
            setCid(e.target.value);
            setCidError(e.target.value.trim() ? cidError : INDEX_MESSAGES.required);
            setFormError(null);
          }}
        />
      </FormField>
      <p className={ui.muted} aria-live="polite">
        {checking ? t('checking') : parent ? t('parent', { pid: parent }) : cid.trim() && !cidError ? t('isHeading') : ''}
      </p>
      <FormField id="question-text" label={t('question')} error={questionError} required>
        <textarea
          {...fieldProps('question-text', questionError)}
          className={ui.textarea}
          rows={3}
          value={question}
          onChange={(e) => {
            setQuestion(e.target.value);
            if (e.target.value.trim()) setQuestionError(null);
          }}
        />
      </FormField>
      <FormField id="question-text-en" label={t('questionEn')}>
        <textarea {...fieldProps('question-text-en')} className={ui.textarea} rows={3} value={questionEn} onChange={(e) => setQuestionEn(e.target.value)} />
      </FormField>
      {parent && (
        <>
          <FormField id="question-guidance" label={t('guidance')} hint={t('guidanceHint')}>
            <textarea {...fieldProps('question-guidance', null, t('guidanceHint'))} className={ui.textarea} rows={3} maxLength={2000} value={guidance} onChange={(e) => setGuidance(e.target.value)} />
          </FormField>
          <FormField id="question-guidance-en" label={t('guidanceEn')}>
            <textarea {...fieldProps('question-guidance-en')} className={ui.textarea} rows={3} maxLength={2000} value={guidanceEn} onChange={(e) => setGuidanceEn(e.target.value)} />
          </FormField>
        </>
      )}
      {formError && (
        <p className={ui.error} role="alert">
          {formError}
        </p>
      )}
      <div className={ui.actions}>
        <button type="submit" className={ui.primary} disabled={saving}>
          {saving && <Spinner />}
          {editing ? t('save') : t('add')}
        </button>
        <button type="button" className={ui.button} onClick={onCancel}>
          {t('back')}
        </button>
      </div>
    </form>
  );
}
