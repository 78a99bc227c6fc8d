import { describe, expect, it } from 'vitest';
import CredentialsProvider from 'next-auth/providers/credentials';
import GoogleProvider from 'next-auth/providers/google';
import { refuseUnsupportedAuthRequest } from '@/lib/auth/refuse-unsupported';

const providers = [
  CredentialsProvider({ id: 'dev', name: 'Dev', credentials: {}, authorize: async () => null }),
  GoogleProvider({ clientId: 'id', clientSecret: 'secret' }),
];
const at = (path: string, method = 'GET') => new Request(`http://localhost:3000${path}`, { method });

describe('crafted next-auth requests are refused before next-auth (which answers 500 to some)', () => {
  it('a GET on the credentials callback is 405 with Allow: POST', async () => {
    const res = refuseUnsupportedAuthRequest(at('/api/auth/callback/dev'), providers);
    expect(res?.status).toBe(405);
    expect(res?.headers.get('allow')).toBe('POST');
    expect(await res?.json()).toMatchObject({ message: expect.any(String) });
  });

  it('a provider that is not configured is 404 on callback and sign-in', () => {
    expect(refuseUnsupportedAuthRequest(at('/api/auth/callback/github'), providers)?.status).toBe(404);
    expect(refuseUnsupportedAuthRequest(at('/api/auth/signin/github', 'POST'), providers)?.status).toBe(404);
    expect(refuseUnsupportedAuthRequest(at('/api/auth/callback/google'), [providers[0]])?.status).toBe(404);
  });

  it('lets next-auth handle what it supports', () => {
    expect(refuseUnsupportedAuthRequest(at('/api/auth/callback/dev', 'POST'), providers)).toBeNull();
    expect(refuseUnsupportedAuthRequest(at('/api/auth/callback/google?code=x'), providers)).toBeNull();
    expect(refuseUnsupportedAuthRequest(at('/api/auth/csrf'), providers)).toBeNull();
    expect(refuseUnsupportedAuthRequest(at('/api/auth/signout', 'POST'), providers)).toBeNull();
  });
});
