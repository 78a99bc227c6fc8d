'use client';

import { useId, useMemo, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { nameIn, type MeetingUser } from '../types';
import shared from '../meetings.module.css';
import styles from './schedule.module.css';

const MAX_RESULTS = 8;

type Props = { users: MeetingUser[] | undefined; failed: boolean; value: MeetingUser | null; onChange: (u: MeetingUser | null) => void };

/** Step 1 of a new meeting: search the other participants by name (either language) or e-mail. */
export function ReceiverPicker({ users, failed, value, onChange }: Props) {
  const t = useTranslations('meetings');
  const locale = useLocale();
  const [query, setQuery] = useState('');
  const inputId = useId();

  const matches = useMemo(() => {
    const q = query.trim().toLowerCase();
    if (!q || !users) return [];
    return users.filter((u) => [u.name, u.name_en, u.email].some((s) => s.toLowerCase().includes(q))).slice(0, MAX_RESULTS);
  }, [query, users]);

  if (value) {
    return (
      <div className={styles.chosen}>
        <span className={shared.label}>{t('invite.receiver')}</span>
        <span>
          <strong>{nameIn(locale, value.name, value.name_en)}</strong> · {value.email} · {t(`userType.${value.user_type}`)}
        </span>
        <button type="button" className={shared.linkButton} onClick={() => onChange(null)}>
          {t('invite.change')}
        </button>
      </div>
    );
  }

  return (
    <div>
      <label htmlFor={inputId} className={shared.label}>
        {t('invite.searchLabel')}
      </label>
      <input
        id={inputId}
        type="search"
        className={shared.input}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        placeholder={t('invite.searchPlaceholder')}
        autoComplete="off"
        // data-autofocus when the dialog opens on this step, autoFocus when "Change" brings the step back.
        data-autofocus
        autoFocus
      />
      {failed ? (
        <p role="alert" className={shared.error}>
          {t('invite.usersFailed')}
        </p>
      ) : null}
      {query.trim() && users ? (
        matches.length ? (
          <ul className={styles.matches} aria-live="polite">
            {matches.map((u) => (
              <li key={u.id}>
                <button type="button" className={styles.match} onClick={() => onChange(u)}>
                  <strong>{nameIn(locale, u.name, u.name_en)}</strong>
                  <span>
                    {u.email} · {t(`userType.${u.user_type}`)}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p aria-live="polite">{t('invite.noMatches')}</p>
        )
      ) : null}
    </div>
  );
}
