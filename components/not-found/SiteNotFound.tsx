import type { ReactNode } from 'react';
import type { NotFoundRoute } from '@/lib/not-found/route';
import { AssociationShell } from '@/components/association/shell/AssociationShell';
import { ConferenceShell } from '@/components/conference/shell/ConferenceShell';
import { Edition2023Shell } from '@/components/conference/edition2023/Edition2023Shell';
import { DirectoryShell } from '@/components/directory/shell/DirectoryShell';
import { CompanyNotFound } from '@/components/directory/routes/CompanyNotFound';
import { NewsNotFound } from './NewsNotFound';
import { PageNotFound } from './PageNotFound';

/** The not-found page a path gets, server-rendered in its site's frame (see app/global-not-found.tsx). */
export function SiteNotFound({ route }: { route: NotFoundRoute }) {
  const { locale, site, kind } = route;
  const content = kind === 'news' ? <NewsNotFound /> : kind === 'company' && (site === 'yp' || site === 'yellow-page') ? <CompanyNotFound base={`/${site}`} /> : <PageNotFound />;
  const frames: Record<NotFoundRoute['site'], (children: ReactNode) => ReactNode> = {
    mm: (children) => <AssociationShell>{children}</AssociationShell>,
    mw: (children) => <ConferenceShell locale={locale}>{children}</ConferenceShell>,
    mw2023: (children) => <Edition2023Shell>{children}</Edition2023Shell>,
    yp: (children) => (
      <DirectoryShell base="/yp">
        {children}
      </DirectoryShell>
    ),
    'yellow-page': (children) => (
      <DirectoryShell base="/yellow-page">
        {children}
      </DirectoryShell>
    ),
  };
  return frames[site](content);
}
