import { getMessages } from 'next-intl/server';

/**
 * The namespaces a layout hands to its client islands. Passing only these keeps every other site's
 * strings out of the page's HTML.
 */
export async function clientMessages(...namespaces: string[]) {
  const all = (await getMessages()) as Record<string, unknown>;
  return Object.fromEntries(namespaces.filter((ns) => ns in all).map((ns) => [ns, all[ns]]));
}
