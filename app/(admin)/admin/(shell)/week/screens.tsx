'use client';

import type { ComponentType } from 'react';
import type { Resource } from '@/components/admin/resource/define';
import { ResourceScreen } from '@/components/admin/resource/ResourceScreen';
import { useOptions } from '@/components/admin/resource/useOptions';
import { Spinner } from '@/components/admin/Spinner';
import { EmptyShellScreen } from '@/components/admin/week/EmptyShellScreen';
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

/** A resource's list and form: one list for every event. */
const listed = <Row extends { id: number }>(resource: Resource<Row>, add: 'always' | 'button'): Screen =>
  function ListedScreen() {
    return <ResourceScreen resource={resource} add={add} />;
  };

const Presenters = perEvent('presenters', presenterResource, 'always');

/** What each /admin/week/<route> shows (its page.tsx names the route: week-page.tsx). */
const screens = {
  events: listed(eventRegistrationResource, 'button'),
  footer: listed(footerResource, 'always'),
  home: listed(eventHomeResource, 'button'),
  link: listed(menuResource, 'always'),
  logos: listed(logoResource, 'button'),
  'social-link': listed(weekSocialLinkResource, 'always'),
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
  // Empty shells in the spec (§2.2): no behaviour of their own.
  'add-news': () => <EmptyShellScreen screen="addNews" />,
  'update-news': () => <EmptyShellScreen screen="updateNews" />,
} satisfies Record<string, Screen>;

export type WeekRoute = keyof typeof screens;

export function WeekScreen({ route, currentEvent }: { route: WeekRoute; currentEvent: number }) {
  const Screen = screens[route];
  return <Screen currentEvent={currentEvent} />;
}
