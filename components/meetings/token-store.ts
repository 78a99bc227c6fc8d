'use client';

/** The signed-in participant's token kept on this device; logout forgets it. */
const KEY = 'yp-meeting-user-token';

export function storedToken(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function rememberToken(token: string) {
  try {
    localStorage.setItem(KEY, token);
  } catch {
    // Private browsing may refuse storage; the URL still carries the token.
  }
}

export function forgetToken() {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing stored.
  }
}
