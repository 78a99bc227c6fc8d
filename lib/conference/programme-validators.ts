import { z } from 'zod';
import { idParam, langParam } from '@/lib/api/params';
import { DEFAULT_EVENT_ID } from './constants';

/** Queries of the programme's public calls (lib/conference/routes-programme.ts). */

const optionalId = z.preprocess((v) => (v === '' ? undefined : v), idParam.optional());

export const sessionsQuery = z.object({ event: idParam.default(DEFAULT_EVENT_ID), lang: langParam, day: optionalId, hall: optionalId });

export const speakersQuery = z.object({ event: idParam.default(DEFAULT_EVENT_ID), lang: langParam });

/** At most this many chosen sessions in one calendar link. */
export const MAX_CHOSEN_SESSIONS = 200;

/** '1,2,3' as ids. */
const idList = z
  .string()
  .regex(/^\d+(,\d+)*$/, 'sessions нь таслалаар тусгаарласан дугаарууд байна.')
  .transform((s) => [...new Set(s.split(',').map(Number))])
  .refine((ids) => ids.length <= MAX_CHOSEN_SESSIONS && ids.every((id) => id >= 1 && id <= 2_147_483_647), 'Буруу дугаар.');

/** The whole programme of an event, or chosen sessions (the personal agenda). */
export const calendarQuery = z
  .object({ event: idParam.optional(), sessions: idList.optional(), lang: langParam })
  .refine((q) => q.event || q.sessions, { message: 'event эсвэл sessions-ийг заана уу.', path: ['event'] });
