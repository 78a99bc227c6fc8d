'use client';

import { useTranslations } from 'next-intl';
import { useAdminQuery } from '@/components/admin/api';
import { EmptyState } from '@/components/ui/EmptyState';
import { QueryStatus } from '@/components/admin/QueryStatus';
import widgets from '@/components/admin/widgets.module.css';
import type { AnsweredGroup } from '@/lib/assessment/queries';
import { Modal } from '@/components/ui/Modal';
import styles from './details.module.css';
import table from '@/components/ui/table.module.css';
import { TableHead } from '@/components/ui/TableHead';

type Details = { answer: AnsweredGroup[]; totalPercentage: number; totalCount: number; totalYes: number; totalNo: number };

/** One open respondent's answers grouped by main index and title, with yes/no, proof marks and totals. */
export function RespondentDetails({ respondent, onClose }: { respondent: { id: number; name: string }; onClose: () => void }) {
  const t = useTranslations('admin.assessment.respondents');
  const tu = useTranslations('admin.ui');
  const q = useAdminQuery<Details>(`/get/assessment-answer?id=${respondent.id}`);
  const d = q.data;
  return (
    <Modal title={t('detailsTitle', { name: respondent.name })} closeLabel={tu('close')} onClose={onClose} size="wide">
      <QueryStatus query={q} errorText={(e) => (e.status === 404 ? t('empty') : e.message)} />
      {d && d.answer.length === 0 && <EmptyState>{t('noAnswers')}</EmptyState>}
      {d && d.answer.length > 0 && (
        <>
          <dl className={styles.totals}>
            {(['totalPercentage', 'totalCount', 'totalYes', 'totalNo'] as const).map((key) => (
              <div key={key}>
                <dt>{t(key)}:</dt>
                <dd>
                  {d[key]}
                  {key === 'totalPercentage' && '%'}
                </dd>
              </div>
            ))}
          </dl>
          {d.answer.map((g) => (
            <section key={g.mainIndex} aria-labelledby={`answers-${g.mainIndex}`}>
              <h3 id={`answers-${g.mainIndex}`} className={styles.groupTitle}>
                {g.mainIndex}. {g.mainTitle}
              </h3>
              <div className={table.wrap}>
                <table className={`${table.table} ${widgets.table}`}>
                  <TableHead headings={[t('cid'), t('question'), t('answer'), t('proof')]} />
                  <tbody>
                    {g.questions.flatMap((h) => [
                      <tr key={h.cid}>
                        <th scope="rowgroup" colSpan={4} style={{ textAlign: 'left' }}>
                          {h.cid} {h.question}
                        </th>
                      </tr>,
                      ...h.children.map((c) => (
                        <tr key={c.cid}>
                          <td>{c.cid}</td>
                          <td>{c.question}</td>
                          <td className={c.answer ? styles.yes : styles.no}>{c.answer ? t('yes') : t('no')}</td>
                          <td>{c.proof ? `✓ ${t('proofYes')}` : t('proofNo')}</td>
                        </tr>
                      )),
                    ])}
                  </tbody>
                </table>
              </div>
            </section>
          ))}
        </>
      )}
    </Modal>
  );
}
