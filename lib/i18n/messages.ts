import type { Locale } from './routing';

/**
 * UI strings, one file per namespace and language (messages/<locale>/<namespace>.json), so each site's
 * strings live together. The back office is Mongolian only.
 */
const loaders: Record<Locale, () => Promise<Record<string, unknown>>[]> = {
  mn: () => [
    import('@/messages/mn/common.json'),
    import('@/messages/mn/mm.json'),
    import('@/messages/mn/assessment.json'),
    import('@/messages/mn/mw.json'),
    import('@/messages/mn/yp.json'),
    import('@/messages/mn/meetings.json'),
  ].map((p) => p.then((m) => m.default as Record<string, unknown>)),
  en: () => [
    import('@/messages/en/common.json'),
    import('@/messages/en/mm.json'),
    import('@/messages/en/assessment.json'),
    import('@/messages/en/mw.json'),
    import('@/messages/en/yp.json'),
    import('@/messages/en/meetings.json'),
  ].map((p) => p.then((m) => m.default as Record<string, unknown>)),
};

const NAMESPACES = ['common', 'mm', 'assessment', 'mw', 'yp', 'meetings'] as const;

export async function loadMessages(locale: Locale) {
  const files = await Promise.all(loaders[locale]());
  return Object.fromEntries(NAMESPACES.map((ns, i) => [ns, files[i]]));
}

export async function loadAdminMessages() {
  const [admin, adminWeek, adminYellow] = await Promise.all([
    import('@/messages/mn/admin.json'),
    import('@/messages/mn/adminWeek.json'),
    import('@/messages/mn/adminYellow.json'),
  ]);
  return { admin: admin.default, adminWeek: adminWeek.default, adminYellow: adminYellow.default };
}
