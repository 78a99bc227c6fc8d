'use client';

import { useCallback, useEffect, useState } from 'react';

export type Flash = { kind: 'success' | 'error'; text: string } | null;

/** A message that clears itself after `ms` (the spec's 3-second notices). */
export function useFlash(ms = 3000): [Flash, (kind: 'success' | 'error', text: string) => void, () => void] {
  const [flash, setFlash] = useState<Flash>(null);
  useEffect(() => {
    if (!flash) return;
    const timer = window.setTimeout(() => setFlash(null), ms);
    return () => window.clearTimeout(timer);
  }, [flash, ms]);
  const show = useCallback((kind: 'success' | 'error', text: string) => setFlash({ kind, text }), []);
  const clear = useCallback(() => setFlash(null), []);
  return [flash, show, clear];
}
