import 'server-only';
import { getMessages } from 'next-intl/server';
import type { Namespace } from './keys';

/*
 * The build precompiles messages (next.config.ts), which turns a JSON array into an object keyed by index, so a
 * list is read back from that form.
 */
function asArray(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(asArray);
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    const indexed = entries.length > 0 && entries.every(([k], i) => k === String(i));
    return indexed ? entries.map(([, v]) => asArray(v)) : Object.fromEntries(entries.map(([k, v]) => [k, asArray(v)]));
  }
  return value;
}

/**
 * A list written as a JSON array of plain strings or of objects of plain strings (no arguments), named by its full
 * path: `await messageList('mm.about.valuesList')`, in the request's language. global.d.ts types the lists as the
 * build makes them (objects keyed by index), so the path is checked like any namespace, and a namespace holding a
 * list still rejects unknown keys.
 */
export async function messageList<T = string>(path: Namespace): Promise<T[]> {
  let value: unknown = await getMessages();
  for (const part of path.split('.')) value = (value as Record<string, unknown> | undefined)?.[part];
  const list = asArray(value);
  if (!Array.isArray(list)) throw new Error(`The message ${path} is not a list`);
  return list as T[];
}
