import { describe, expect, it } from 'vitest';
import { ypTable } from '@/lib/api/yp';
import { yellowPageAdminTable } from '@/lib/api/yellow-page';
import { directoryPublicRoutes } from '@/lib/directory/routes-public';
import { directoryAdminRoutes } from '@/lib/directory/routes-admin';

/** The directory shares its two tables with the meeting routes and the banner calls: no path may be claimed twice. */
describe('directory route tables', () => {
  it.each([ypTable, yellowPageAdminTable])('$prefix has no method and path twice', (table) => {
    const keys = table.routes.map((r) => `${r.method} ${r.path}`);
    expect(keys.length).toBe(new Set(keys).size);
  });

  it('mounts every directory route with the spec’s paths', () => {
    const publicPaths = directoryPublicRoutes.map((r) => r.path);
    expect(publicPaths).toEqual(
      expect.arrayContaining([
        '/get/all-categories',
        '/get/companies-by-category',
        '/get/consultants-by-category',
        '/search/companies',
        '/search/consultants',
        '/company',
        '/get/company',
        '/get/banners',
        '/insert/yellow-registration',
        '/insert/yellow-consultant',
      ]),
    );
    for (const r of directoryPublicRoutes) expect(ypTable.routes).toContain(r);
    for (const r of directoryAdminRoutes) expect(yellowPageAdminTable.routes).toContain(r);
    expect(yellowPageAdminTable.routes.map((r) => r.path)).toEqual(expect.arrayContaining(['/get/banner', '/insert/banner', '/delete/banner', '/update/banner-sequence']));
  });
});
