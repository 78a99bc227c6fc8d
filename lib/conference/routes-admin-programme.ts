import 'server-only';
import { route, type Route } from '@/lib/api/table';
import { deleteSession, listAdminSessions, listSpeakerProfiles, saveSession, updateEventRegistration, updateSpeakerProfile } from './programme-admin';
import { adminSessionsQuery, eventRegistrationSchema, programmeImportSchema, sessionSchema, sessionUpdateSchema, speakerProfileSchema } from './programme-validators';
import { idQuery } from './validators';
import { importProgramme, PROGRAMME_FILE_MAX_BYTES } from './programme-import';
import { badRequest } from '@/lib/api/errors';

/**
 * The programme's sessions, speaker profiles and the events' registration windows in the back office
 * (/api/admin/week); presenters are added under /insert/presenter. /import/sessions adds a programme from a file
 * (a dry run reports what it would add and refuse).
 */
export const weekProgrammeRoutes: Route[] = [
  route({ method: 'GET', path: '/get/sessions', query: adminSessionsQuery, handler: async ({ db, query }) => ({ sessions: await listAdminSessions(db, query.event) }) }),
  route({ method: 'POST', path: '/insert/session', body: sessionSchema, handler: async ({ db, body }) => saveSession(db, body) }),
  route({ method: 'POST', path: '/update/session', body: sessionUpdateSchema, handler: async ({ db, body }) => saveSession(db, body) }),
  route({ method: 'GET', path: '/get/speaker-profiles', query: adminSessionsQuery, handler: async ({ db, query }) => ({ speakers: await listSpeakerProfiles(db, query.event) }) }),
  route({ method: 'POST', path: '/update/speaker-profile', body: speakerProfileSchema, handler: async ({ db, body }) => ({ speaker: await updateSpeakerProfile(db, body) }) }),
  route({ method: 'POST', path: '/update/event-registration', body: eventRegistrationSchema, handler: async ({ db, body }) => ({ event: await updateEventRegistration(db, body) }) }),
  route({
    method: 'POST',
    path: '/import/sessions',
    multipart: true,
    maxBytes: PROGRAMME_FILE_MAX_BYTES + 64 * 1024,
    body: programmeImportSchema,
    handler: async ({ db, body }) => {
      if (!body.file || body.file.size === 0) throw badRequest('Файл сонгоно уу!');
      return importProgramme(db, body.file, body.event, body.dry_run);
    },
  }),
  route({ method: 'DELETE', path: '/delete/session', query: idQuery, handler: async ({ db, query }) => ({ session: await deleteSession(db, query.id) }) }),
];
