'use client';

import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { AssessmentGroup } from '@/lib/assessment/groups';
import { Link } from '@/lib/i18n/navigation';
import { mmFetch, MmApiError } from '../api';
import { Banner, type BannerMessage } from '../Banner';
import { lazyWithPreload } from '@/components/ui/lazyWithPreload';
import { useQuestionnaire } from '../questionnaire/useQuestionnaire';
import type { MemberInfo, MemberResult } from '../types';
import { EmailStep } from './EmailStep';
import { StepHeading } from '../StepHeading';
import styles from '../assessment.module.css';

// Only the e-mail step is part of the page's first load. The code step is fetched while the e-mail is being
// typed, and what follows the code (questionnaire, result poster, exports, attachments) while the code step
// is on screen.
const CodeStep = lazyWithPreload(() => import('./CodeStep').then((m) => m.CodeStep));
const MemberQuestionnaire = lazyWithPreload(() => import('./MemberQuestionnaire').then((m) => m.MemberQuestionnaire));
const ResultView = lazyWithPreload(() => import('./ResultView').then((m) => m.ResultView));
const AttachmentStep = lazyWithPreload(() => import('./AttachmentStep').then((m) => m.AttachmentStep));

type Step = 'email' | 'code' | 'questionnaire' | 'result' | 'thanks' | 'finished';
type Verified = { member: MemberInfo; answer_id: number; state: 'questionnaire' | 'result' | 'finished'; result: MemberResult | null };

const SENT_MS = 3000;
const ERROR_MS = 5000;
const SEND_GAP_MS = 60_000;

/**
 * The member self-assessment: e-mail → one-time code → (by the verification answer) questionnaire, the
 * result with its attachment step, or the finished screen → thank-you.
 */
export function MemberAssessment({ groups }: { groups: AssessmentGroup[] }) {
  const t = useTranslations('assessment.member');
  const q = useQuestionnaire(groups);
  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState('');
  const [memberId, setMemberId] = useState(0);
  /** The random handle of the code last sent (the server names codes by it, never by the member id). */
  const [challenge, setChallenge] = useState('');
  const [member, setMember] = useState<MemberInfo | null>(null);
  const [result, setResult] = useState<MemberResult | null>(null);
  const [resendAt, setResendAt] = useState(0);
  const [codeRound, setCodeRound] = useState(0);
  const [banner, setBanner] = useState<BannerMessage>(null);
  const clearBanner = useCallback(() => setBanner(null), []);

  useEffect(() => {
    if (step !== 'code') return;
    MemberQuestionnaire.preload();
    ResultView.preload();
    AttachmentStep.preload();
  }, [step]);

  /** Sends a code; on success (or while an earlier code is still valid) the code boxes start empty. */
  const requestCode = async (id: number): Promise<boolean> => {
    try {
      const sent = await mmFetch<{ id: string }>(`/create/code?id=${id}`);
      setChallenge(sent.id);
      setBanner({ kind: 'success', text: t('codeSent'), ms: SENT_MS });
      setResendAt(Date.now() + SEND_GAP_MS);
      setCodeRound((n) => n + 1);
      return true;
    } catch (e) {
      const wait = e instanceof MmApiError && e.status === 429;
      // Rate-limited is no failure to send: the member is told how long to wait instead (issue 27.3).
      const seconds = wait ? Math.max(1, e.retryAfter) : 0;
      const text = !wait
        ? t('codeSendFailed')
        : seconds >= 60
          ? t('codeWaitMinutes', { minutes: Math.ceil(seconds / 60) })
          : t('codeWaitSeconds', { seconds });
      setBanner({ kind: 'danger', text });
      if (wait) setResendAt(Date.now() + e.retryAfter * 1000);
      return wait;
    }
  };

  const submitEmail = async (value: string): Promise<'unknown' | 'done'> => {
    setBanner(null);
    let found: { member: { id: number } | null };
    try {
      found = await mmFetch(`/check/email?email=${encodeURIComponent(value)}`);
    } catch (e) {
      setBanner({ kind: 'danger', text: e instanceof MmApiError && e.message ? e.message : t('error') });
      return 'done';
    }
    if (!found.member) return 'unknown';
    setEmail(value);
    setMemberId(found.member.id);
    if (await requestCode(found.member.id)) setStep('code');
    return 'done';
  };

  const verify = async (code: string): Promise<string | null> => {
    try {
      const v = await mmFetch<Verified>('/verify/code', { json: { id: challenge, code } });
      setBanner(null);
      expiring.current = false;
      setMember(v.member);
      setResult(v.result);
      setStep(v.state === 'questionnaire' ? 'questionnaire' : v.state);
      window.scrollTo({ top: 0 });
      return null;
    } catch (e) {
      return e instanceof MmApiError && e.message ? e.message : t('error');
    }
  };

  const expiring = useRef(false);
  /** The session ended: ask for a new code; the answers stay in memory and their saved draft on the server. */
  const expired = useCallback(async () => {
    // Several saves can find the session gone at once: one new code is enough.
    if (expiring.current) return;
    expiring.current = true;
    setBanner({ kind: 'notice', text: t('sessionExpired') });
    setStep('code');
    await requestCode(memberId);
  }, [memberId]);

  const sendAttachments = async (files: { official_document: File; form: File }, publication: boolean) => {
    const form = new FormData();
    form.append('official_document', files.official_document);
    form.append('form', files.form);
    form.append('publication', String(publication));
    form.append('result_id', String(result!.id));
    form.append('answer_id', String(result!.answer_id));
    try {
      await mmFetch('/insert/attachment', { form });
      setBanner(null);
      setStep('thanks');
      window.scrollTo({ top: 0 });
    } catch (e) {
      setBanner({ kind: 'danger', text: [t('error'), e instanceof MmApiError ? e.message : ''].filter(Boolean).join(' '), ms: ERROR_MS });
    }
  };

  const home = (
    <Link className={styles.primary} href="/mm">
      {t('home')}
    </Link>
  );

  return (
    <div>
      <Banner message={banner} onDone={clearBanner} />
      {step === 'email' && (
        <div onFocus={CodeStep.preload}>
          {/* An e-mail is known only when the member came back from the code step. */}
          <EmailStep initial={email} onSubmit={submitEmail} focusOnMount={email !== ''} />
        </div>
      )}
      <Suspense>
        {step === 'code' && (
          <CodeStep
            key={codeRound}
            email={email}
            resendAt={resendAt}
            onVerify={verify}
            onResend={async () => {
              await requestCode(memberId);
            }}
            onOtherEmail={() => {
              setBanner(null);
              setStep('email');
            }}
          />
        )}
        {step === 'questionnaire' && (
          <MemberQuestionnaire
            q={q}
            memberId={memberId}
            onFinished={(scored) => {
              setResult(scored);
              setStep('result');
              window.scrollTo({ top: 0 });
            }}
            onExpired={expired}
          />
        )}
        {step === 'result' && member && result && (
          <ResultView heading={t('resultHeading')} member={member} result={result}>
            <AttachmentStep onSend={sendAttachments} />
          </ResultView>
        )}
        {step === 'finished' && member && result && (
          <ResultView heading={t('finishedHeading')} text={t('finishedText')} member={member} result={result}>
            <div className={styles.center}>{home}</div>
          </ResultView>
        )}
      </Suspense>
      {step === 'thanks' && (
        <section className={`${styles.card} ${styles.resultBox}`} aria-labelledby="thanks-heading">
          <StepHeading id="thanks-heading" className={styles.groupTitle} focus>
            {t('thanksHeading')}
          </StepHeading>
          <p>{t('thanksText')}</p>
          {home}
        </section>
      )}
    </div>
  );
}
