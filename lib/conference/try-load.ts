import 'server-only';

/** A page read that may fail: the error is logged and the page shows its error state instead of pretending "empty". */
export async function tryLoad<T>(read: Promise<T>, what: string): Promise<{ ok: true; data: T } | { ok: false }> {
  try {
    return { ok: true, data: await read };
  } catch (error) {
    console.error(`[conference] loading ${what} failed:`, error);
    return { ok: false };
  }
}
