import { getMessages } from 'next-intl/server';

type Messages = Record<string, Record<string, unknown> | undefined>;
type Branch = Record<string, unknown>;

/** Copies the value at `keys` from `from` into `into`, creating (copies of) the branches on the way. */
function pickPath(into: Branch, from: Branch, [key, ...rest]: string[]) {
  if (!key || !(key in from)) return;
  const value = from[key];
  if (rest.length === 0) into[key] = value;
  else if (value && typeof value === 'object') {
    const branch: Branch = { ...(into[key] as Branch | undefined) };
    pickPath(branch, value as Branch, rest);
    if (Object.keys(branch).length > 0) into[key] = branch;
  }
}

/** Picks whole namespaces ('common'), one section of one ('mm.trade') or single strings ('yp.contact.hoursText') out of all messages. */
export function pickMessages(all: Messages, paths: string[]) {
  const picked: Branch = {};
  for (const path of paths) pickPath(picked, all, path.split('.'));
  return picked as Record<string, Record<string, unknown>>;
}

/**
 * The strings a layout or page hands to its client islands: whole namespaces ('common'), one section of
 * one ('mm.trade') or single strings. Passing only these keeps every other string out of the page's HTML.
 */
export async function clientMessages(...paths: string[]) {
  return pickMessages((await getMessages()) as Messages, paths);
}
