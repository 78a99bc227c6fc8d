'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { FormField, fieldProps } from '@/components/ui/forms/FormField';
import ui from '@/components/admin/ui.module.css';
import type { DateRange } from '@/lib/trade/constants';
import { ubDay } from '@/lib/site/ulaanbaatar-time';

/**
 * Start and end dates with apply and clear. The range applies only when both dates are set; after an apply
 * with one missing, the missing one is marked red. The start cannot be after today or after the end.
 */
export function DateRangeFilter({ onApply }: { onApply: (range: DateRange | null) => void }) {
  const t = useTranslations('admin.content2.trade');
  const [startDate, setStartDate] = useState('');
  const [endDate, setEndDate] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const today = ubDay(new Date());
  const dateField = (id: string, label: string, value: string, set: (value: string) => void, limits: { min?: string; max?: string }) => {
    const missing = submitted && !value ? t('dateRequired') : null;
    return (
      <FormField id={id} label={label} error={missing}>
        <input type="date" className={ui.input} {...fieldProps(id, missing)} value={value} {...limits} onChange={(e) => set(e.target.value)} />
      </FormField>
    );
  };

  function apply(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (startDate && endDate) onApply({ startDate, endDate });
  }

  function clear() {
    setStartDate('');
    setEndDate('');
    setSubmitted(false);
    onApply(null);
  }

  return (
    <form className={ui.toolbar} onSubmit={apply} noValidate aria-label={t('filter')}>
      {dateField('trade-start', t('startDate'), startDate, setStartDate, { max: endDate && endDate < today ? endDate : today })}
      {dateField('trade-end', t('endDate'), endDate, setEndDate, { min: startDate || undefined })}
      <div className={ui.actions}>
        <button type="submit" className={ui.primary}>
          {t('apply')}
        </button>
        <button type="button" className={ui.button} onClick={clear}>
          {t('clear')}
        </button>
      </div>
    </form>
  );
}
