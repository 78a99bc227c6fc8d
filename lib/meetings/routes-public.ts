import { z } from 'zod';
import { route, type Route } from '@/lib/api/table';
import { idParam } from '@/lib/api/params';
import { notFound } from '@/lib/api/errors';
import { meetingsForParticipant, otherParticipants, availableMeetingTimes } from './queries';
import { acceptMeeting, cancelMeeting, sendInvitation } from './commands';
import { sendParticipantCode, signInWithGoogle, verifyParticipantCode } from './commands-sign-in';
import {
  assertActsAs,
  clearedParticipantCookie,
  participantByToken,
  participantCookie,
  requireParticipant,
  tokenFromRequest,
} from './participant-session';
import { confirmationCode, emailField, invitationInput } from './validators';

/** Signed in: the token goes back in the body (for the page URL) and in an httpOnly cookie. */
function signedIn(token: string, key: 'user' | 'account') {
  return Response.json({ [key]: { user_token: token } }, { headers: { 'Set-Cookie': participantCookie(token), 'Cache-Control': 'no-store' } });
}

const meetingRef = { id: idParam, meetingNumber: z.string().trim().min(1).max(40) };

/** The meeting scheduler's participant API under /api/yp (spec §7, directory public API). */
export const meetingPublicRoutes: Route[] = [
  route({
    method: 'GET',
    path: '/send/verification-code',
    query: z.object({ email: emailField }),
    handler: ({ db, query, ip }) => sendParticipantCode(db, query.email, ip),
  }),
  route({
    method: 'POST',
    path: '/verify/confirmation-code',
    body: z.object({ id: idParam, confirmation_code: confirmationCode }),
    handler: async ({ db, body }) => signedIn(await verifyParticipantCode(db, body.id, body.confirmation_code), 'user'),
  }),
  route({
    method: 'POST',
    path: '/auth/google',
    body: z.object({ credential: z.string().min(20).max(4096) }),
    handler: async ({ db, body }) => {
      const clientId = process.env.GOOGLE_CLIENT_ID;
      if (!clientId) throw notFound('Google-ээр нэвтрэх боломжгүй байна.');
      return signedIn(await signInWithGoogle(db, body.credential, clientId), 'account');
    },
  }),
  route({
    method: 'POST',
    path: '/logout',
    handler: () => Response.json({ success: true }, { headers: { 'Set-Cookie': clearedParticipantCookie() } }),
  }),
  route({
    method: 'GET',
    path: '/get/user',
    query: z.object({ token: z.string().max(200).optional() }),
    handler: async ({ db, req, query }) => {
      const user = await participantByToken(db, query.token ?? tokenFromRequest(req));
      if (!user) throw notFound('Хэрэглэгч олдсонгүй. Дахин нэвтэрнэ үү.');
      return { user };
    },
  }),
  route({
    method: 'GET',
    path: '/get/meetings-by-user',
    query: z.object({ id: idParam.optional() }),
    handler: async ({ db, req, query }) => {
      const actor = await requireParticipant(db, req);
      assertActsAs(actor, query.id);
      return { meetings: await meetingsForParticipant(db, actor.id) };
    },
  }),
  route({
    method: 'GET',
    path: '/get/all-users',
    query: z.object({ userId: idParam.optional() }),
    handler: async ({ db, req, query }) => {
      const actor = await requireParticipant(db, req);
      assertActsAs(actor, query.userId);
      return { users: await otherParticipants(db, actor.id) };
    },
  }),
  route({
    method: 'GET',
    path: '/get/available-meeting-times',
    query: z.object({ receiver_id: idParam.optional() }),
    handler: async ({ db, req, query }) => {
      const actor = await requireParticipant(db, req);
      return { meetings: await availableMeetingTimes(db, actor.id, query.receiver_id) };
    },
  }),
  route({
    method: 'POST',
    path: '/send/meeting-invitation',
    body: invitationInput,
    handler: async ({ db, req, body }) => {
      const actor = await requireParticipant(db, req);
      return { meeting: await sendInvitation(db, actor, body), message: 'Уулзалтын урилга илгээгдлээ.' };
    },
  }),
  route({
    method: 'GET',
    path: '/accept/meeting',
    query: z.object(meetingRef),
    handler: async ({ db, req, query }) => {
      const actor = await requireParticipant(db, req);
      return { meeting: await acceptMeeting(db, actor, query.id, query.meetingNumber) };
    },
  }),
  route({
    method: 'DELETE',
    path: '/cancel/meeting',
    query: z.object({ ...meetingRef, userId: idParam.optional() }),
    handler: async ({ db, req, query }) => {
      const actor = await requireParticipant(db, req);
      return { meeting: await cancelMeeting(db, actor, query.id, query.meetingNumber, query.userId) };
    },
  }),
];
