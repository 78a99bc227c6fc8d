import { z } from 'zod';
import { route, type Route } from '@/lib/api/table';
import { idParam } from '@/lib/api/params';
import { badRequest } from '@/lib/api/errors';
import { listMeetingUsers, listMeetings, meetingListSpec, meetingTimesAndRooms, meetingUserListSpec } from './queries';
import { listRoute } from '@/lib/api/list-route';
import { bulkRoute } from '@/lib/api/bulk';
import { deleteMeetingUser, deleteMeetingUsers, insertMeetingUser, updateMeetingUser, upsertMeetingUsers } from './commands-users';
import { addMeetingDay, deleteMeetingTime, insertMeetingRoom, updateMeetingRoom } from './commands-schedule';
import { readUserFile, USER_FILE_MAX_BYTES } from './users-file';
import {
  meetingRoomFields,
  meetingRoomUpdate,
  meetingTimeInput,
  meetingUserFields,
  meetingUserUpdate,
} from './validators';

const FILE_REQUIRED = 'Файл сонгоно уу!';

/** The meeting scheduler's back office under /api/admin/yellow-page (spec §7, directory admin API). */
export const meetingAdminRoutes: Route[] = [
  route({
    method: 'POST',
    path: '/upload/meeting-users',
    multipart: true,
    maxBytes: USER_FILE_MAX_BYTES + 64 * 1024,
    body: z.object({ file: z.instanceof(File, { error: FILE_REQUIRED }).optional() }),
    handler: async ({ db, body }) => {
      const file = body.file;
      if (!file || file.size === 0) throw badRequest(FILE_REQUIRED);
      const { valid, rejected } = await readUserFile(file);
      const { added, updated } = await upsertMeetingUsers(
        db,
        valid.map(({ row: _row, ...user }) => user),
      );
      return { success: true, message: 'Амжилттай хадгалагдлаа.', added, updated, rejected };
    },
  }),
  route({
    method: 'POST',
    path: '/insert/meeting-user',
    body: meetingUserFields,
    handler: async ({ db, body }) => ({ user: await insertMeetingUser(db, body), message: 'Амжилттай нэмэгдлээ.' }),
  }),
  route({
    method: 'POST',
    path: '/update/meeting-user',
    body: meetingUserUpdate,
    handler: async ({ db, body: { id, ...user } }) => ({ user: await updateMeetingUser(db, id, user), message: 'Амжилттай шинэчлэгдлээ.' }),
  }),
  listRoute(meetingUserListSpec, { path: '/get/meeting-users', handler: ({ db, query }, list) => listMeetingUsers(db, query, list) }),
  bulkRoute('meeting-user', { delete: ({ db, ids }) => deleteMeetingUsers(db, ids) }),
  route({
    method: 'DELETE',
    path: '/delete/meeting-user',
    query: z.object({ id: idParam }),
    handler: async ({ db, query }) => {
      await deleteMeetingUser(db, query.id);
      return { success: true, message: 'Амжилттай устгалаа.' };
    },
  }),
  listRoute(meetingListSpec, { path: '/get/meetings', handler: ({ db, query }, list) => listMeetings(db, query, list) }),
  route({
    method: 'POST',
    path: '/insert/meeting-time',
    body: meetingTimeInput,
    handler: async ({ db, body }) => ({ ...(await addMeetingDay(db, body)), message: 'Амжилттай нэмэгдлээ.' }),
  }),
  route({
    method: 'DELETE',
    path: '/delete/meeting-time',
    query: z.object({ id: idParam }),
    handler: async ({ db, query }) => {
      await deleteMeetingTime(db, query.id);
      return { success: true, message: 'Амжилттай устгалаа.' };
    },
  }),
  route({
    method: 'POST',
    path: '/insert/meeting-room',
    multipart: true,
    body: meetingRoomFields,
    handler: async ({ db, body }) => ({ room: await insertMeetingRoom(db, body), message: 'Амжилттай нэмэгдлээ.' }),
  }),
  route({
    method: 'POST',
    path: '/update/meeting-room',
    multipart: true,
    body: meetingRoomUpdate,
    handler: async ({ db, body: { id, ...room } }) => ({ room: await updateMeetingRoom(db, id, room), message: 'Амжилттай шинэчлэгдлээ.' }),
  }),
  route({
    method: 'GET',
    path: '/get/meeting-times-rooms',
    handler: async ({ db }) => ({ meetings: await meetingTimesAndRooms(db) }),
  }),
];
