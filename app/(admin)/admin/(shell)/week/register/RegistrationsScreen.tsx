'use client';

import { usePathname } from 'next/navigation';
import { useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import { PageHeader } from '@/components/admin/PageHeader';
import { AddAboveList } from '@/components/admin/week/AddAboveList';
import { EventSelect } from '@/components/admin/week/EventSelect';
import styles from '@/components/admin/week/week.module.css';
import { RegistrationList } from './RegistrationList';
import { newRegistrationResource, registrationResource } from './resource';

type View = 'list' | 'new';
const PATHS: Record<View, string> = { list: '/admin/week/register', new: '/admin/week/new-register' };

/** /admin/week/register and /admin/week/new-register: one screen whose two views switch in place. */
export function RegistrationsScreen({ currentEvent }: { currentEvent: number }) {
  const t = useTranslations('adminWeek.register');
  const [view, setView] = useState<View>(usePathname() === PATHS.new ? 'new' : 'list');
  const [event, setEvent] = useState(currentEvent);
  // The admin's new registration is for the chosen event; below it, that event's last seven days.
  const newRegistration = useMemo(() => ({ ...newRegistrationResource, defaults: { event_id: event } }), [event]);

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
      {view === 'list' ? (
        <RegistrationList key={event} event={event} />
      ) : (
        <AddAboveList resource={newRegistration} heading={t('recentTitle')} params={{ event: String(event) }} alsoShownBy={[registrationResource]} />
      )}
    </>
  );
}
