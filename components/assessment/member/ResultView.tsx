'use client';

import { useRef, type ReactNode } from 'react';
import { ResultPoster } from '../result/ResultPoster';
import { useResultLabels } from '../result/labels';
import { MemberExports } from './MemberExports';
import { ResultHistory } from './ResultHistory';
import { ImprovementList } from './ImprovementList';
import type { MemberInfo, MemberResult } from '../types';
import { StepHeading } from '../StepHeading';
import styles from '../assessment.module.css';

/** A heading, optional text, the poster with its downloads, and whatever follows (attachments, links). */
export function ResultView({ heading, text, member, result, children }: {
  heading: string;
  text?: string;
  member: MemberInfo;
  result: MemberResult;
  children?: ReactNode;
}) {
  const labels = useResultLabels();
  const posterRef = useRef<HTMLDivElement>(null);
  return (
    <section className={styles.stack} aria-labelledby="result-heading">
      {/* Only ever reached from another step: the code, or Finish. */}
      <StepHeading id="result-heading" className={styles.groupTitle} focus>
        {heading}
      </StepHeading>
      {text && <p className={styles.lead}>{text}</p>}
      <ResultPoster ref={posterRef} result={result} name={member.name} logo={member.logo} labels={labels} />
      <MemberExports posterRef={posterRef} result={result} />
      <ResultHistory />
      <ImprovementList result={result} />
      {children}
    </section>
  );
}
