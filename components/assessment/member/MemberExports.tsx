'use client';

import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslations } from 'next-intl';
import { ubDay } from '@/lib/site/ulaanbaatar-time';
import { mmFetch } from '../api';
import { AnswersSheet } from '../result/AnswersSheet';
import type { ResultLabels } from '../result/labels';
import { ExportActions } from '../export/ExportActions';
import { answersPdfName, ExportProblem, RESULT_PNG_NAME, saveElementAsPdf, saveElementAsPng } from '../export/exporters';
import type { MemberResult, StoredAnswer } from '../types';
import styles from '../assessment.module.css';

type Sheet = { answers: StoredAnswer[]; done: (error?: unknown) => void };

/** The member's downloads: the poster as PNG, the stored answers as an A4 PDF named with the result date. */
export function MemberExports({ posterRef, result, name, labels }: { posterRef: RefObject<HTMLDivElement | null>; result: MemberResult; name: string; labels: ResultLabels }) {
  const t = useTranslations('assessment.export');
  const sheetRef = useRef<HTMLDivElement>(null);
  const [sheet, setSheet] = useState<Sheet | null>(null);

  // The sheet is rendered off screen only while its PDF is made.
  useEffect(() => {
    if (!sheet || !sheetRef.current) return;
    saveElementAsPdf(sheetRef.current, answersPdfName(ubDay(result.created_at))).then(
      () => sheet.done(),
      (error) => sheet.done(error),
    );
  }, [sheet, result.created_at]);

  const pdf = async () => {
    const { answer } = await mmFetch<{ answer: { answers: StoredAnswer[] } }>(`/get/member-answers?answerId=${result.answer_id}&memberId=${result.member_id}`);
    if (answer.answers.length === 0) throw new ExportProblem(t('noAnswers'));
    await new Promise<void>((resolve, reject) => setSheet({ answers: answer.answers, done: (error) => (setSheet(null), error ? reject(error) : resolve()) }));
  };

  return (
    <>
      <ExportActions
        labels={{ png: t('png'), pdf: t('pdf'), working: t('working'), failed: t('failed') }}
        onPng={async () => {
          if (posterRef.current) await saveElementAsPng(posterRef.current, RESULT_PNG_NAME);
        }}
        onPdf={pdf}
      />
      {sheet && (
        <div className={styles.offscreen} aria-hidden="true">
          <AnswersSheet ref={sheetRef} result={result} name={name} answers={sheet.answers} labels={labels} />
        </div>
      )}
    </>
  );
}
