'use client';

import { useState, type ReactNode } from 'react';
import type { Resource } from '@/components/admin/resource/define';
import { ResourceScreen } from '@/components/admin/resource/ResourceScreen';
import { EventSelect } from './PickSelect';

type Props<Row extends { id: number }> = {
  id: string;
  resource: Resource<Row>;
  event: number;
  onEvent: (event: number) => void;
  add: 'always' | 'button';
  /** More list parameters beside ?event= (e.g. the agenda's language). */
  params?: Record<string, string>;
  actions?: ReactNode;
};

/**
 * A week resource listed per event: the event select in the header, new rows belong to the chosen event, and a
 * new event or parameter starts the list again at page 1 (spec §4).
 */
export function EventResourceScreen<Row extends { id: number }>({ id, resource, event, onEvent, add, params, actions }: Props<Row>) {
  const query = { ...params, event: String(event) };
  return (
    <ResourceScreen
      key={new URLSearchParams(query).toString()}
      resource={resource}
      add={add}
      defaults={{ event_id: event }}
      params={query}
      actions={
        <>
          <EventSelect id={id} value={event} onChange={onEvent} />
          {actions}
        </>
      }
    />
  );
}

/** The screen of /admin/week/<route> when it is just a resource listed per event, opening on the current edition. */
export const perEvent = <Row extends { id: number }>(route: string, resource: Resource<Row>, add: Props<Row>['add']) =>
  function PerEventScreen({ currentEvent }: { currentEvent: number }) {
    const [event, setEvent] = useState(currentEvent);
    return <EventResourceScreen id={`${route}-event`} resource={resource} event={event} onEvent={setEvent} add={add} />;
  };
