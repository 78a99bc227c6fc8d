'use client';

import { usePathname } from 'next/navigation';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { PageHeader } from '@/components/admin/PageHeader';
import { ExportLinks } from '@/components/admin/resource/ExportLinks';
import { ResourceForm } from '@/components/admin/resource/ResourceForm';
import { ResourceList } from '@/components/admin/resource/ResourceList';
import { ResourceScreen } from '@/components/admin/resource/ResourceScreen';
import { useNotice } from '@/components/admin/TimedMessage';
import { EventSelect } from '@/components/admin/week/PickSelect';
import { WEEK_API } from '@/components/admin/week/sources';
import styles from '@/components/admin/week/week.module.css';
import { newRegistrationResource, registrationResource, registrationSearchResource } from './resource';

type View = 'list' | 'new';
const PATHS: Record<View, string> = { list: '/admin/week/register', new: '/admin/week/new-register' };

/** /admin/week/register and /admin/week/new-register: one screen whose two views switch in place. */
export function RegistrationsScreen({ currentEvent }: { currentEvent: number }) {
  const t = useTranslations('adminWeek.register');
  const [view, setView] = useState<View>(usePathname() === PATHS.new ? 'new' : 'list');
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
      {view === 'list' ? (
        <RegistrationList key={event} event={event} />
      ) : (
        // The admin's new registration is for the chosen event; below it, that event's last seven days.
        <ResourceScreen resource={newRegistrationResource} add="above" defaults={{ event_id: event }} params={{ event: String(event) }} />
      )}
    </>
  );
}

/** The chosen event's registrations: search by one field (type and term both needed, spec §5), 50/100/150 a page, export. */
function RegistrationList({ event }: { event: number }) {
  const notice = useNotice();
  const [search, setSearch] = useState<{ searchCat: string; searchTerm: string } | null>(null);
  const params = { event: String(event), ...search };
  return (
    <>
      <ResourceForm resource={registrationSearchResource} row={null} notice={notice} onSubmit={(v) => setSearch({ searchCat: v.searchCat, searchTerm: v.searchTerm.trim() })} onClear={() => setSearch(null)} />
      <ExportLinks path={`${WEEK_API}/get/user-registration/export?${new URLSearchParams(params)}`} query={{}} />
      {notice.element}
      {/* A new search starts again at page 1 (spec §4). */}
      <ResourceList key={JSON.stringify(search)} resource={registrationResource} notice={notice} params={params} />
    </>
  );
}
