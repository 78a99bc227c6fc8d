'use client';

import { usePathname } from 'next/navigation';
import { useState, type ComponentType } from 'react';
import { useTranslations } from 'next-intl';
import { PageHeader } from '@/components/admin/PageHeader';
import { ResourceScreen } from '@/components/admin/resource/ResourceScreen';
import { useOptions } from '@/components/admin/resource/useOptions';
import { Spinner } from '@/components/admin/Spinner';
import ui from '@/components/admin/ui.module.css';
import { perEvent } from '@/components/admin/week/EventResourceScreen';
import { weekEvents } from '@/components/admin/week/sources';
import { AgendaScreen } from './agenda/AgendaScreen';
import { CheckInScreen } from './check-in/CheckInScanner';
import { eventDateResource } from './event-date/resource';
import { eventRegistrationResource } from './events/resource';
import { footerResource } from './footer/resource';
import { GalleryScreen } from './gallery/GalleryScreen';
import { eventHomeResource } from './home/resource';
import { menuResource } from './link/resource';
import { logoResource } from './logos/resource';
import { PresentationScreen } from './presentation/PresentationScreen';
import { presenterResource } from './presenters/resource';
import { RegistrationsScreen } from './register/RegistrationsScreen';
import { SessionsScreen } from './sessions/SessionsScreen';
import { weekSocialLinkResource } from './social-link/resource';
import { speakerProfileResource } from './speakers/resource';

type Screen = ComponentType<{ currentEvent: number }>;

const Presenters = perEvent('presenters', presenterResource, 'always');

/** The screens the spec leaves without behaviour (§2.2): they say so plainly instead of pretending. */
function EmptyShellScreen({ screen }: { screen: 'addNews' | 'updateNews' }) {
  const t = useTranslations(`adminWeek.shells.${screen}`);
  return (
    <>
      <PageHeader title={t('title')} />
      <div className={ui.card}>
        <p>{t('text')}</p>
      </div>
    </>
  );
}

/** What each /admin/week/<route> shows (every page.tsx is week-page.tsx); a resource's list is one for every event. */
const screens = {
  events: () => <ResourceScreen resource={eventRegistrationResource} add="button" />,
  footer: () => <ResourceScreen resource={footerResource} add="always" />,
  home: () => <ResourceScreen resource={eventHomeResource} add="button" />,
  link: () => <ResourceScreen resource={menuResource} add="always" />,
  logos: () => <ResourceScreen resource={logoResource} add="button" />,
  'social-link': () => <ResourceScreen resource={weekSocialLinkResource} add="always" />,
  'event-date': perEvent('event-date', eventDateResource, 'always'),
  speakers: perEvent('speakers', speakerProfileResource, 'button'),
  presenters: function PresentersScreen(props) {
    // The form's event select is drawn once its choices exist, so it shows the chosen event.
    return useOptions([], weekEvents).length ? <Presenters {...props} /> : <Spinner />;
  },
  agenda: AgendaScreen,
  sessions: SessionsScreen,
  presentation: PresentationScreen,
  gallery: GalleryScreen,
  register: RegistrationsScreen,
  'new-register': RegistrationsScreen,
  'check-in': CheckInScreen,
  'add-news': () => <EmptyShellScreen screen="addNews" />,
  'update-news': () => <EmptyShellScreen screen="updateNews" />,
} satisfies Record<string, Screen>;

export function WeekScreen({ currentEvent }: { currentEvent: number }) {
  // The route is the page's folder, read once: /register and /new-register are one screen, which switches the address in place.
  const [route] = useState(usePathname().split('/').pop() as keyof typeof screens);
  const Screen = screens[route];
  return <Screen currentEvent={currentEvent} />;
}
