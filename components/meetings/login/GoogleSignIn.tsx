'use client';

import { useEffect, useRef } from 'react';

type GoogleId = {
  initialize(config: { client_id: string; callback: (r: { credential: string }) => void }): void;
  renderButton(el: HTMLElement, options: Record<string, unknown>): void;
};
declare global {
  interface Window {
    google?: { accounts: { id: GoogleId } };
  }
}

const SCRIPT = 'https://accounts.google.com/gsi/client';

function loadScript(): Promise<void> {
  if (window.google?.accounts) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const existing = document.querySelector<HTMLScriptElement>(`script[src="${SCRIPT}"]`);
    const script = existing ?? Object.assign(document.createElement('script'), { src: SCRIPT, async: true });
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => reject(new Error('Google script failed to load')));
    if (!existing) document.head.appendChild(script);
  });
}

type Props = { clientId: string; locale: string; onCredential: (credential: string) => void; onError: () => void };

/** Google's own sign-in button (Google Identity Services), loaded only when a client id is configured. */
export function GoogleSignIn({ clientId, locale, onCredential, onError }: Props) {
  const host = useRef<HTMLDivElement>(null);
  const callback = useRef(onCredential);
  callback.current = onCredential;

  useEffect(() => {
    let live = true;
    loadScript()
      .then(() => {
        if (!live || !host.current || !window.google) return;
        window.google.accounts.id.initialize({ client_id: clientId, callback: (r) => callback.current(r.credential) });
        window.google.accounts.id.renderButton(host.current, { theme: 'outline', size: 'large', text: 'signin_with', locale, width: 280 });
      })
      .catch(() => live && onError());
    return () => {
      live = false;
    };
  }, [clientId, locale, onError]);

  return <div ref={host} />;
}
