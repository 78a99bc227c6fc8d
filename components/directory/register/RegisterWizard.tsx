'use client';

import dynamic from 'next/dynamic';
import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import type { MainCategory } from '@/lib/directory/categories';
import type { Registrant } from '@/lib/directory/validators';
import { directoryPaths, type DirectoryBase } from '@/lib/directory/paths';
import { postTo } from '../forms/submit';
import { RegistrantStep } from './RegistrantStep';
import formStyles from '../forms/forms.module.css';
import styles from './register.module.css';

type Step = 1 | 2 | 3;
type Kind = 'company' | 'consultant';

const NO_REGISTRANT: Registrant = { registrantName: '', registrantPosition: '', registrantEmail: '', registrantPhone: '' };
const sendCompany = postTo('/api/yp/insert/yellow-registration');
const sendConsultant = postTo('/api/yp/insert/yellow-consultant');

// Step 2's forms (with zod) are not part of the page's first load: they are fetched once the page is
// interactive (see the effect below), so they are ready when the visitor reaches step 2.
const loadCompanyForm = () => import('../forms/CompanyForm').then((m) => m.CompanyForm);
const loadConsultantForm = () => import('../forms/ConsultantForm').then((m) => m.ConsultantForm);
const CompanyForm = dynamic(loadCompanyForm);
const ConsultantForm = dynamic(loadConsultantForm);

/**
 * The registration wizard: 1 registrant, 2 type (company or mining consultant) and its form, 3 success.
 * Entries are stored unapproved; an administrator publishes them.
 */
export function RegisterWizard({ base, categories }: { base: DirectoryBase; categories: MainCategory[] }) {
  const t = useTranslations('yp.register');
  const [step, setStep] = useState<Step>(1);
  const [registrant, setRegistrant] = useState<Registrant>(NO_REGISTRANT);
  const [kind, setKind] = useState<Kind>('company');
  // Step 2's forms keep what the visitor typed in their own state: once opened they stay mounted until the
  // wizard ends, hidden while step 1 or the other type shows, so Back and a change of type lose nothing.
  const [formsOpened, setFormsOpened] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    void loadCompanyForm();
    void loadConsultantForm();
  }, []);

  // After a step change, keyboard and screen-reader users land on the new step's heading.
  useEffect(() => {
    if (moved.current) heading.current?.focus();
    moved.current = true;
  }, [step]);

  const titles: Record<Step, string> = { 1: t('step1'), 2: t('step2'), 3: t('step3') };
  const back = (
    <button type="button" className={formStyles.secondary} onClick={() => setStep(1)}>
      {t('back')}
    </button>
  );
  const extra = { ...registrant };

  return (
    <div className={styles.wizard}>
      <ol className={styles.progress} aria-label={t('steps', { step })}>
        {([1, 2, 3] as const).map((n) => (
          <li key={n} aria-current={n === step ? 'step' : undefined} data-done={n < step || undefined}>
            <span className={styles.number}>{n}</span> {titles[n]}
          </li>
        ))}
      </ol>
      <h2 ref={heading} tabIndex={-1} className={styles.stepTitle}>
        {t('steps', { step })}: {titles[step]}
      </h2>
      {step === 1 && (
        <RegistrantStep
          initial={registrant}
          onNext={(value) => {
            setRegistrant(value);
            setFormsOpened(true);
            setStep(2);
          }}
        />
      )}
      {formsOpened && step !== 3 && (
        <div className={styles.typeStep} hidden={step !== 2}>
          <fieldset className={styles.kinds}>
            <legend>{t('type')}</legend>
            {(['company', 'consultant'] as const).map((value) => (
              <label key={value} className={styles.kind}>
                <input type="radio" name="registration-type" value={value} checked={kind === value} onChange={() => setKind(value)} />
                {value === 'company' ? t('typeCompany') : t('typeConsultant')}
              </label>
            ))}
          </fieldset>
          <div hidden={kind !== 'company'}>
            <CompanyForm categories={categories} send={sendCompany} extra={extra} onSent={() => setStep(3)} actions={back} />
          </div>
          <div hidden={kind !== 'consultant'}>
            <ConsultantForm send={sendConsultant} extra={extra} onSent={() => setStep(3)} actions={back} />
          </div>
        </div>
      )}
      {step === 3 && (
        <div className={styles.success} role="status">
          <p className={styles.successTitle}>{t('successTitle')}</p>
          <p>{t('successText')}</p>
          <Link href={directoryPaths(base).home} className={formStyles.primary}>
            {t('backHome')}
          </Link>
        </div>
      )}
    </div>
  );
}
