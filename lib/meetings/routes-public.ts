import { z } from 'zod';
import { route, type Route } from '@/lib/api/table';
import { idParam } from '@/lib/api/params';
import { notFound } from '@/lib/api/errors';
import type { Db } from '@/lib/db/client';
import { meetingsForParticipant, otherParticipants, availableMeetingTimes } from './queries';
import { acceptMeeting, cancelMeeting, sendInvitation } from './commands';
import { sendParticipantCode, signInWithGoogle, verifyParticipantCode } from './commands-sign-in';
import {
  assertActsAs,
  clearedParticipantCookie,
  endParticipantSession,
  participantByToken,
  participantCookie,
  requireParticipant,
  tokenFromRequest,
  type ParticipantSession,
} from './participant-session';
import { limitGuesses } from '@/lib/assessment/codes';
import { codeChallenge } from '@/lib/assessment/validators';
import { limitMeetingMail } from './mail-limit';
import { confirmationCode, emailField, GOOGLE_TOKEN_MISSING, googleCredential, invitationInput } from './validators';

/** Signed in: the new token goes back in the body (for the page URL) and in an httpOnly cookie. */
function signedIn(session: ParticipantSession, key: 'user' | 'account') {
  return Response.json(
    { [key]: { user_token: session.token } },
    { headers: { 'Set-Cookie': participantCookie(session), 'Cache-Control': 'no-store' } },
  );
}

/** Google sign-in for a registered participant; 404 when this server has no Google client. */
async function googleSignIn(db: Db, credential: string) {
  const clientId = process.env.GOOGLE_CLIENT_ID;
  if (!clientId) throw notFound('Google-ээр нэвтрэх боломжгүй байна.');
  return signedIn(await signInWithGoogle(db, credential, clientId), 'account');
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
    body: z.object({ id: codeChallenge, confirmation_code: confirmationCode }),
    handler: async ({ db, body, ip }) => {
      await limitGuesses(db, ip);
      return signedIn(await verifyParticipantCode(db, body.id, body.confirmation_code), 'user');
    },
  }),
  route({
    method: 'POST',
    path: '/auth/google',
    body: z.object({ credential: googleCredential }),
    handler: ({ db, body }) => googleSignIn(db, body.credential),
  }),
  route({
    // The spec's sign-in call: a Google ID token as idToken (or credential), answered like /auth/google.
    method: 'POST',
    path: '/auth/login',
    body: z
      .object({ idToken: googleCredential.optional(), credential: googleCredential.optional() })
      .refine((b) => b.idToken ?? b.credential, { message: GOOGLE_TOKEN_MISSING, path: ['idToken'] }),
    handler: ({ db, body }) => googleSignIn(db, (body.idToken ?? body.credential)!),
  }),
  route({
    method: 'POST',
    path: '/logout',
    handler: async ({ db, req }) => {
      await endParticipantSession(db, tokenFromRequest(req));
      return Response.json({ success: true }, { headers: { 'Set-Cookie': clearedParticipantCookie(), 'Cache-Control': 'no-store' } });
    },
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
      await limitMeetingMail(db, actor.id);
      return { meeting: await sendInvitation(db, actor, body), message: 'Уулзалтын урилга илгээгдлээ.' };
    },
  }),
  route({
    method: 'GET',
    path: '/accept/meeting',
    query: z.object(meetingRef),
    handler: async ({ db, req, query }) => {
      const actor = await requireParticipant(db, req);
      await limitMeetingMail(db, actor.id);
      return { meeting: await acceptMeeting(db, actor, query.id, query.meetingNumber) };
    },
  }),
  route({
    method: 'DELETE',
    path: '/cancel/meeting',
    query: z.object({ ...meetingRef, userId: idParam.optional() }),
    handler: async ({ db, req, query }) => {
      const actor = await requireParticipant(db, req);
      await limitMeetingMail(db, actor.id);
      return { meeting: await cancelMeeting(db, actor, query.id, query.meetingNumber, query.userId) };
    },
  }),
];
