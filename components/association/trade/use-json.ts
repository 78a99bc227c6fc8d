'use client';

import { useCallback, useEffect, useRef, useState } from 'react';

type State<T> = { data: T | null; loading: boolean; failed: boolean };

/**
 * Reads a JSON URL whenever it changes; an older answer never overwrites a newer one. `initial` is the
 * server-rendered answer for `initialUrl`, so the first view needs no request.
 */
export function useJson<T>(url: string, initial?: { url: string; data: T }) {
  const [state, setState] = useState<State<T>>(() =>
    initial && initial.url === url ? { data: initial.data, loading: false, failed: false } : { data: null, loading: true, failed: false },
  );
  const [attempt, setAttempt] = useState(0);
  const first = useRef(true);

  useEffect(() => {
    if (first.current && initial?.url === url && attempt === 0) {
      first.current = false;
      return;
    }
    first.current = false;
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true, failed: false }));
    fetch(url, { signal: controller.signal, headers: { accept: 'application/json' } })
      .then(async (res) => {
        if (!res.ok) throw new Error(`${res.status}`);
        const data = (await res.json()) as T;
        setState({ data, loading: false, failed: false });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(`[mm] ${url} could not be read:`, error);
        setState((s) => ({ ...s, loading: false, failed: true }));
      });
    return () => controller.abort();
    // `initial` only matters for the first render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [url, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
