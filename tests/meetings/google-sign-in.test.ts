import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PARTICIPANT_COOKIE } from '@/lib/meetings/participant-session';
import { call } from '../support/api';
import { participant, useMeetingsDataDir, type TestParticipant } from './fixtures';

useMeetingsDataDir();

const CLIENT_ID = 'expo-test.apps.googleusercontent.com';
const { privateKey, publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
const jwk = { ...publicKey.export({ format: 'jwk' }), kid: 'test-key', alg: 'RS256', use: 'sig' };

/** An ID token as Google Identity Services hands it to the page, signed with the test key. */
function googleToken(claims: Record<string, unknown>, key = privateKey) {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const body = `${part({ alg: 'RS256', kid: 'test-key', typ: 'JWT' })}.${part({
    iss: 'https://accounts.google.com',
    aud: CLIENT_ID,
    exp: Math.floor(Date.now() / 1000) + 600,
    email_verified: true,
    ...claims,
  })}`;
  return `${body}.${crypto.sign('RSA-SHA256', Buffer.from(body), key).toString('base64url')}`;
}

const signIn = (credential: string) => call('POST', '/api/yp/auth/google', { body: { credential } });

let user: TestParticipant;
beforeAll(async () => {
  user = await participant({ email: 'google.user@example.com' });
  process.env.GOOGLE_CLIENT_ID = CLIENT_ID;
  // Google's published keys, served from here instead of the network.
  vi.stubGlobal('fetch', vi.fn(async () => Response.json({ keys: [jwk] }, { headers: { 'cache-control': 'public, max-age=3600' } })));
});
afterAll(() => {
  delete process.env.GOOGLE_CLIENT_ID;
  vi.unstubAllGlobals();
});

describe('POST /auth/google', () => {
  it('signs in a registered participant (any letter case) and sets the participant cookie', async () => {
    const res = await signIn(googleToken({ email: 'Google.User@example.com' }));
    expect(res.status).toBe(200);
    const token = res.json.account.user_token;
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(token).not.toBe(user.token);
    expect(res.headers.get('set-cookie')).toContain(`${PARTICIPANT_COOKIE}=${token}`);
    expect((await call('GET', '/api/yp/get/user', { headers: { authorization: `Bearer ${token}` } })).json.user.id).toBe(user.id);
  });

  it('refuses a Google account whose e-mail is not a registered participant', async () => {
    const res = await signIn(googleToken({ email: 'stranger@example.com' }));
    expect(res.status).toBe(403);
    expect(res.json.error).toBe('Бүртгэлгүй цахим шуудан байна.');
  });

  it('refuses tokens for another client, expired, unverified or signed by someone else', async () => {
    const other = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    for (const token of [
      googleToken({ email: user.email, aud: 'someone-else.apps.googleusercontent.com' }),
      googleToken({ email: user.email, exp: Math.floor(Date.now() / 1000) - 10 }),
      googleToken({ email: user.email, email_verified: false }),
      googleToken({ email: user.email, iss: 'https://evil.example' }),
      googleToken({ email: user.email }, other),
    ]) {
      expect((await signIn(token)).status).toBe(403);
    }
  });

  it('rejects a missing credential with 400', async () => {
    expect((await call('POST', '/api/yp/auth/google', { body: {} })).status).toBe(400);
  });
});

describe('POST /auth/login (spec: the admin and directory sign-in call)', () => {
  const login = (body: object) => call('POST', '/api/yp/auth/login', { body });

  it('signs a participant in with a Google ID token as idToken, answering account.user_token as /auth/google does', async () => {
    const res = await login({ idToken: googleToken({ email: user.email }) });
    expect(res.status).toBe(200);
    expect(res.json.account.user_token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(res.headers.get('set-cookie')).toContain(`${PARTICIPANT_COOKIE}=${res.json.account.user_token}`);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('takes the token as credential too, and refuses what /auth/google refuses', async () => {
    expect((await login({ credential: googleToken({ email: user.email }) })).status).toBe(200);
    const stranger = await login({ idToken: googleToken({ email: 'stranger@example.com' }) });
    expect(stranger.status).toBe(403);
    expect(stranger.json.error).toBe('Бүртгэлгүй цахим шуудан байна.');
    expect((await login({ idToken: googleToken({ email: user.email, aud: 'other.apps.googleusercontent.com' }) })).status).toBe(403);
  });

  it('answers 400 without a token and 404 JSON when Google is not configured', async () => {
    expect((await login({})).status).toBe(400);
    delete process.env.GOOGLE_CLIENT_ID;
    try {
      const res = await login({ idToken: googleToken({ email: user.email }) });
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(res.json.error).toBe('Google-ээр нэвтрэх боломжгүй байна.');
    } finally {
      process.env.GOOGLE_CLIENT_ID = CLIENT_ID;
    }
  });
});
