import { getTranslations } from 'next-intl/server';
import type { SessionView } from '@/lib/conference/programme-data';
import type { GridPlacement } from '@/lib/conference/programme-grid';

export type SessionMark = 'now' | 'next' | null;

/**
 * What a session card shows and nothing more (no description, slides or stream). The cards render on the client
 * from this (SessionCards), so the page's RSC payload carries these fields once instead of each card's element tree.
 */
export type SessionCardView = Pick<SessionView, 'id' | 'title' | 'type' | 'start' | 'end' | 'from' | 'to'> & {
  hall: string;
  speakers?: string;
  mark?: 'now' | 'next';
  /** Where the wide-screen timetable puts it (none in a plain list). */
  place?: GridPlacement;
};

export function sessionCardView(session: SessionView, mark: SessionMark = null, place?: GridPlacement): SessionCardView {
  const { id, title, type, start, end, from, to } = session;
  const view: SessionCardView = { id, title, type, start, end, from, to, hall: session.hall.name };
  if (session.speakers.length > 0) view.speakers = session.speakers.map((s) => s.name).join(', ');
  if (mark) view.mark = mark;
  if (place) view.place = place;
  return view;
}

/** The cards' words, once per list: the star's, the marks' and the names of the session types shown. */
export async function sessionLabels(sessions: Pick<SessionView, 'type'>[]) {
  const t = await getTranslations('mw.programme');
  const types = Object.fromEntries([...new Set(sessions.map((s) => s.type))].map((type) => [type, t(`types.${type}` as 'types.talk')]));
  return { star: t('star'), unstar: t('unstar'), now: t('now'), next: t('next'), types };
}
export type SessionLabels = Awaited<ReturnType<typeof sessionLabels>>;
