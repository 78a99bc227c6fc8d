import { forwardRef } from 'react';
import { Img } from '@/components/ui/Img';
import { SECTION_FIELDS } from '@/lib/assessment/percentages';
import { ubDay } from '@/lib/site/ulaanbaatar-time';
import { PercentRing } from '../PercentRing';
import type { MemberResult } from '../types';
import type { ResultLabels } from './labels';
import styles from '../assessment.module.css';

/** The member's result as a poster: overall ring, the five scopes as bars, name, logo and date. Exported as PNG. */
export const ResultPoster = forwardRef<HTMLDivElement, { result: MemberResult; name: string; logo?: string; labels: ResultLabels }>(
  function ResultPoster({ result, name, logo, labels }, ref) {
    const l = labels.poster;
    return (
      <div ref={ref} className={styles.poster} data-testid="result-poster">
        <div className={styles.posterHead}>
          {logo?.startsWith('/') && <Img className={styles.posterLogo} src={logo} alt="" width={64} height={64} sizes="64px" />}
          <div>
            <p className={styles.posterOrg}>{l.posterOrg}</p>
            <h3 className={styles.posterTitle}>{l.posterTitle}</h3>
          </div>
        </div>
        <p className={styles.posterMember}>{name}</p>
        <div className={styles.posterMain}>
          <PercentRing value={result.main_percentage} label={labels.ring(result.main_percentage)} size={140} color="#ffd166" track="rgba(255,255,255,0.25)" />
          <div>
            <p style={{ margin: 0, fontWeight: 700 }}>{l.mainPercentage}</p>
            <p style={{ margin: 0 }}>
              {l.posterYes}: {result.total_true} · {l.posterNo}: {result.total_false}
            </p>
          </div>
        </div>
        <div>
          <p style={{ margin: '0 0 0.5rem', fontWeight: 700 }}>{l.sections}</p>
          <ul className={styles.bars}>
            {SECTION_FIELDS.map((field, i) => (
              <li key={field} className={styles.bar}>
                <span className={styles.barLabel}>
                  <span>
                    {i + 1}. {labels.sectionTitles[i]}
                  </span>
                  <strong>{result[field]}%</strong>
                </span>
                <span className={styles.barTrack} aria-hidden="true">
                  <span className={styles.barFill} style={{ width: `${result[field]}%`, display: 'block' }} />
                </span>
              </li>
            ))}
          </ul>
        </div>
        <div className={styles.posterFoot}>
          <span>
            {l.posterDate}: {ubDay(result.created_at)}
          </span>
        </div>
      </div>
    );
  },
);
