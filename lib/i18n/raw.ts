/**
 * Reading templates safely. The build precompiles messages (next.config.ts), which turns a message with arguments
 * into a compiled form, so `t.raw()` must not be trusted to give back what messages/*.json shows (lists:
 * message-list.ts).
 */

/**
 * A message a client island fills in later ('{label} — submenu'): formatted with its own placeholders,
 * so the island gets a plain string in every build.
 */
export function messageTemplate<Key extends string>(t: (key: Key, values: Record<string, string>) => string, key: Key, ...names: string[]): string {
  return t(key, Object.fromEntries(names.map((name) => [name, `{${name}}`])));
}
