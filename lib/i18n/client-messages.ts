import { getMessages } from 'next-intl/server';

type Messages = { [key: string]: unknown };

const at = (messages: Messages, keys: string[]) =>
  keys.reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Messages)[key] : undefined), messages);

/** Picks whole namespaces ('common'), sections ('mm.trade') or single messages ('mm.detail.notFound') out of all messages. */
export function pickMessages(all: Messages, paths: string[]) {
  const picked: Messages = {};
  for (const path of paths) {
    const keys = path.split('.');
    const value = at(all, keys);
    if (value === undefined) continue;
    let into: Messages | null = picked;
    for (const [i, key] of keys.slice(0, -1).entries()) {
      // Inside something picked whole: it holds this path already (and is the messages' own object, not to be written to).
      if (into[key] === at(all, keys.slice(0, i + 1))) {
        into = null;
        break;
      }
      into = into[key] = { ...(into[key] as Messages | undefined) };
    }
    if (into) into[keys[keys.length - 1]] = value;
  }
  return picked;
}

/**
 * The strings a layout or page hands to its client islands: whole namespaces ('common'), sections
 * ('mm.trade') or single messages. Passing only these keeps every other string out of the page's HTML.
 */
export async function clientMessages(...paths: string[]) {
  return pickMessages((await getMessages()) as Messages, paths);
}
