import 'server-only';
import { route, type Route } from '@/lib/api/table';
import { deleteSession, listAdminSessions, listSpeakerProfiles, saveSession, updateEventRegistration, updateSpeakerProfile } from './programme-admin';
import { adminSessionsQuery, eventRegistrationSchema, sessionSchema, sessionUpdateSchema, speakerProfileSchema } from './programme-validators';
import { idQuery } from './validators';

/**
 * The programme's sessions, speaker profiles and the events' registration windows in the back office
 * (/api/admin/week); presenters are added under /insert/presenter.
 */
export const weekProgrammeRoutes: Route[] = [
  route({ method: 'GET', path: '/get/sessions', query: adminSessionsQuery, handler: async ({ db, query }) => ({ sessions: await listAdminSessions(db, query.event) }) }),
  route({ method: 'POST', path: '/insert/session', body: sessionSchema, handler: async ({ db, body }) => saveSession(db, body) }),
  route({ method: 'POST', path: '/update/session', body: sessionUpdateSchema, handler: async ({ db, body }) => saveSession(db, body) }),
  route({ method: 'GET', path: '/get/speaker-profiles', query: adminSessionsQuery, handler: async ({ db, query }) => ({ speakers: await listSpeakerProfiles(db, query.event) }) }),
  route({ method: 'POST', path: '/update/speaker-profile', body: speakerProfileSchema, handler: async ({ db, body }) => ({ speaker: await updateSpeakerProfile(db, body) }) }),
  route({ method: 'POST', path: '/update/event-registration', body: eventRegistrationSchema, handler: async ({ db, body }) => ({ event: await updateEventRegistration(db, body) }) }),
  route({ method: 'DELETE', path: '/delete/session', query: idQuery, handler: async ({ db, query }) => ({ session: await deleteSession(db, query.id) }) }),
];
