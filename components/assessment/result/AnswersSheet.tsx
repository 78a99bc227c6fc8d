import { ubDay } from '@/lib/site/ulaanbaatar-time';
import type { MemberResult, StoredAnswer } from '../types';
import type { ResultLabels } from './labels';
import styles from './sheet.module.css';

/** The stored answers as a sheet in the back office's answers dialog (the PDF is made on the server). */
export function AnswersSheet({ result, name, answers, labels }: { result: MemberResult | null; name: string; answers: StoredAnswer[]; labels: ResultLabels }) {
  const l = labels.sheet;
  const yesNo = (v: boolean | null) => (v === null ? '' : v ? l.yes : l.no);
  return (
    <div className={styles.sheet}>
      <h2 className={styles.title}>
        {l.title}
      </h2>
      <dl className={styles.summary}>
        <dt>{l.organisation}</dt>
        <dd>{name}</dd>
        {result && (
          <>
            <dt>{l.date}</dt>
            <dd>{ubDay(result.created_at)}</dd>
            <dt>{l.main}</dt>
            <dd>{result.main_percentage}%</dd>
            <dt>{l.totals}</dt>
            <dd>
              {result.total_true} / {result.total_false}
            </dd>
          </>
        )}
      </dl>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{l.index}</th>
            <th scope="col">{l.question}</th>
            <th scope="col">{l.answer}</th>
            <th scope="col">{l.proof}</th>
            <th scope="col">{l.comment}</th>
          </tr>
        </thead>
        <tbody>
          {answers.map((row) => (
            <tr key={row.cid} className={row.pid === null ? styles.headingRow : undefined}>
              <td>{row.cid}</td>
              <td colSpan={row.pid === null ? 4 : undefined}>{row.question}</td>
              {row.pid !== null && (
                <>
                  <td>{yesNo(row.answer)}</td>
                  <td>{row.proof || row.proof_file ? l.has : l.none}</td>
                  <td>{row.comment}</td>
                </>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
