'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { inLanguage } from '@/lib/i18n/in-language';
import { LocalizedText } from '@/components/ui/LocalizedText';
import ui from '../ui/page.module.css';
import styles from './presentation.module.css';
import { EmptyState } from '@/components/ui/EmptyState';

type Presentation = { id: number; present_name: string; present_name_en: string; present_url: string };
type Props = {
  days: { id: number; day: number; date: string }[];
  halls: { id: number; name: string }[];
  /** The presentations of the first day and hall, rendered on the server. */
  first: Presentation[];
};
type State = { status: 'ready'; list: Presentation[] } | { status: 'loading' } | { status: 'error' };

/** Day and hall choice; the presentations (name and link) reload whenever either changes. */
export function PresentationBrowser({ days, halls, first }: Props) {
  const t = useTranslations('mw.presentation');
  const common = useTranslations('common');
  const locale = useLocale();
  const id = useId();
  const [day, setDay] = useState(days[0].id);
  const [hall, setHall] = useState(halls[0].id);
  const [state, setState] = useState<State>({ status: 'ready', list: first });
  // The list on screen belongs to this day and hall; the first one came with the page.
  const shown = useRef(`${days[0].id}-${halls[0].id}`);

  useEffect(() => {
    const key = `${day}-${hall}`;
    if (shown.current === key) return;
    shown.current = key;
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetch(`/api/mw/get/presentation?hall=${hall}&agenda=${day}`, { signal: controller.signal })
      .then((res) => (res.ok ? res.json() : Promise.reject(new Error(`HTTP ${res.status}`))))
      .then((data: { presentations: Presentation[] }) => setState({ status: 'ready', list: data.presentations }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('[conference] loading presentations failed:', error);
        setState({ status: 'error' });
      });
    return () => {
      controller.abort();
      shown.current = '';
    };
  }, [day, hall]);

  return (
    <>
      <div className={styles.choices}>
        <div className={styles.choice}>
          <label htmlFor={`${id}-day`}>{t('day')}</label>
          <select id={`${id}-day`} value={day} onChange={(e) => setDay(Number(e.target.value))} className={styles.select}>
            {days.map((d) => (
              <option key={d.id} value={d.id}>
                {t('dayOption', { day: d.day, date: d.date })}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.choice}>
          <label htmlFor={`${id}-hall`}>{t('hall')}</label>
          <select id={`${id}-hall`} value={hall} onChange={(e) => setHall(Number(e.target.value))} className={styles.select}>
            {halls.map((h) => (
              <option key={h.id} value={h.id}>
                {h.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div aria-live="polite" aria-busy={state.status === 'loading'} className={styles.results}>
        {state.status === 'loading' && (
          <p className={styles.loading}>
            <span className={ui.spinner} aria-hidden="true" /> {common('loading')}
          </p>
        )}
        {state.status === 'error' && (
          <EmptyState tone="error">{common('loadError')}</EmptyState>
        )}
        {state.status === 'ready' &&
          (state.list.length === 0 ? (
            <EmptyState>{t('empty')}</EmptyState>
          ) : (
            <ol className={styles.list}>
              {state.list.map((p) => {
                const name = inLanguage(p.present_name, p.present_name_en, locale);
                return (
                  <li key={p.id} className={styles.item}>
                    <span className={styles.name}>
                      <LocalizedText value={name} locale={locale} note={common('inMongolian')} />
                    </span>
                    {p.present_url ? (
                      <a href={p.present_url} target="_blank" rel="noopener noreferrer" className={styles.open}>
                        {t('open')}
                        <span className="visually-hidden">: {name.text}</span>
                      </a>
                    ) : (
                      <span className={styles.noLink}>{t('noLink')}</span>
                    )}
                  </li>
                );
              })}
            </ol>
          ))}
      </div>
    </>
  );
}
