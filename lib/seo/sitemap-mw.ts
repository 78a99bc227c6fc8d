import { loadCurrentEventId } from '@/lib/conference/page-data';
import { loadProgrammeIds } from '@/lib/conference/programme-data';
import { pageEntries, type SitemapEntry } from './sitemap';

/** The conference site's fixed public pages, and the programme's session and speaker pages. */
export async function mwSitemap(): Promise<SitemapEntry[]> {
  const pages = ['/mw', '/mw/about', '/mw/agenda', '/mw/speakers', '/mw/presentation', '/mw/gallery', '/mw/contact', '/mw/register', '/mw/2023', '/mw/2023/presentation', '/mw/2023/news'];
  const programme = await loadProgrammeIds(await loadCurrentEventId());
  return [
    ...pages.flatMap((path) => pageEntries(path, { changeFrequency: 'weekly', priority: path === '/mw' ? 0.9 : 0.6 })),
    ...programme.sessions.flatMap((id) => pageEntries(`/mw/sessions/${id}`, { changeFrequency: 'weekly', priority: 0.5 })),
    ...programme.speakers.flatMap((id) => pageEntries(`/mw/speakers/${id}`, { changeFrequency: 'weekly', priority: 0.5 })),
  ];
}
