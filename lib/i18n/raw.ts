/**
 * Reading structured messages and templates safely. The build precompiles messages (next.config.ts), which
 * turns a JSON array into an object keyed by index and a message with arguments into a compiled form, so
 * `t.raw()` must not be trusted to give back what messages/*.json shows.
 */

type RawReader = { raw: (key: string) => unknown };

function asArray(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(asArray);
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    const indexed = entries.length > 0 && entries.every(([k], i) => k === String(i));
    return indexed ? entries.map(([, v]) => asArray(v)) : Object.fromEntries(entries.map(([k, v]) => [k, asArray(v)]));
  }
  return value;
}

/** A list written as a JSON array of plain strings or of objects of plain strings (no arguments). */
export function messageList<T = string>(t: RawReader, key: string): T[] {
  const value = asArray(t.raw(key));
  if (!Array.isArray(value)) throw new Error(`The message ${key} is not a list`);
  return value as T[];
}

/**
 * A message a client island fills in later ('{label} — submenu'): formatted with its own placeholders,
 * so the island gets a plain string in every build.
 */
export function messageTemplate<Key extends string>(t: (key: Key, values: Record<string, string>) => string, key: Key, ...names: string[]): string {
  return t(key, Object.fromEntries(names.map((name) => [name, `{${name}}`])));
}
