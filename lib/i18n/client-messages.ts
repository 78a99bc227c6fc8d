import { getMessages } from 'next-intl/server';

type Messages = Record<string, Record<string, unknown> | undefined>;

/** Picks whole namespaces ('common') or one section of one ('mm.trade') out of all messages. */
export function pickMessages(all: Messages, paths: string[]) {
  const picked: Record<string, Record<string, unknown>> = {};
  for (const path of paths) {
    const [namespace, section] = path.split('.');
    const messages = all[namespace];
    if (!messages) continue;
    if (!section) picked[namespace] = messages;
    else if (section in messages) picked[namespace] = { ...picked[namespace], [section]: messages[section] };
  }
  return picked;
}

/**
 * The strings a layout or page hands to its client islands: whole namespaces ('common') or one section of
 * one ('mm.trade'). Passing only these keeps every other string out of the page's HTML.
 */
export async function clientMessages(...paths: string[]) {
  return pickMessages((await getMessages()) as Messages, paths);
}
