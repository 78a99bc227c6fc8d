'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { PageHeader } from '@/components/admin/PageHeader';
import { EventSelect } from '@/components/admin/week/EventSelect';
import styles from '@/components/admin/week/week.module.css';
import { NewRegistration } from './NewRegistration';
import { RegistrationList } from './RegistrationList';

type View = 'list' | 'new';
const PATHS: Record<View, string> = { list: '/admin/week/register', new: '/admin/week/new-register' };

/** /admin/week/register and /admin/week/new-register: one screen whose two views switch in place. */
export function RegistrationsScreen({ initialView, currentEvent }: { initialView: View; currentEvent: number }) {
  const t = useTranslations('adminWeek.register');
  const [view, setView] = useState<View>(initialView);
  const [event, setEvent] = useState(currentEvent);

  function show(next: View) {
    setView(next);
    // The address follows the view, so a reload or a shared link opens the same one.
    window.history.replaceState(null, '', PATHS[next]);
  }

  return (
    <>
      <PageHeader title={view === 'list' ? t('title') : t('newTitle')}>
        <EventSelect id="register-event" value={event} onChange={setEvent} />
        <div className={styles.views} role="group" aria-label={t('views')}>
          <button type="button" aria-pressed={view === 'list'} onClick={() => show('list')}>
            {t('listView')}
          </button>
          <button type="button" aria-pressed={view === 'new'} onClick={() => show('new')}>
            {t('newView')}
          </button>
        </div>
      </PageHeader>
      {view === 'list' ? <RegistrationList key={event} event={event} /> : <NewRegistration key={event} event={event} />}
    </>
  );
}
