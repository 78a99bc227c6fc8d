import { beforeAll, describe, expect, it } from 'vitest';
import { adminTables } from '@/lib/api/tables';
import type { Column, Resource } from '@/components/admin/resource/define';
import { adminCookie, call } from '../support/api';
import { allResources } from './resources';

/*
 * The grid sends each column's sort and filter to the server (the list contract): every sortable or filterable
 * column of every admin resource must be one its list accepts, or the screen shows an error instead of rows.
 */

function probe(column: Column<Record<string, unknown> & { id: number }>): string {
  const field = column.field;
  switch (column.filter) {
    case 'dateRange':
      return `filter.${field}.from=2020-01-01`;
    case 'enum':
      return `filter.${field}=${encodeURIComponent(column.options?.[0]?.value ?? '1')}`;
    case 'number':
      return `filter.${field}=1`;
    default:
      return `filter.${field}=a`;
  }
}

describe('admin grid columns and list contracts agree', async () => {
  const resources = (await allResources()) as [string, Resource][];
  let admin = '';
  beforeAll(async () => {
    admin = await adminCookie(2);
  });

  for (const [name, resource] of resources) {
    const table = adminTables.find((t) => t.prefix === resource.api.prefix)!;
    const list = table.routes.find((r) => r.method === 'GET' && r.path === resource.api.list);
    if (!list) continue;
    const base = `${resource.api.prefix}${resource.api.list}${resource.api.list.includes('?') ? '&' : '?'}page=1&limit=10`;
    // Lists that need the screen's own parameters (a hall, an agenda …) are checked by their own tests.
    const needsScreenParams = async () => (await call('GET', base, { cookie: admin })).status !== 200;
    for (const column of resource.columns) {
      if (column.filter) {
        it(`${name}: filter on ${column.field} is accepted`, async (ctx) => {
          if (await needsScreenParams()) ctx.skip();
          const res = await call('GET', `${base}&${probe(column)}`, { cookie: admin });
          expect(res.status, JSON.stringify(res.json)).toBe(200);
        });
      }
      if (column.sortable) {
        it(`${name}: sort by ${column.field} is accepted`, async (ctx) => {
          if (await needsScreenParams()) ctx.skip();
          const res = await call('GET', `${base}&sort=${column.field}&order=desc`, { cookie: admin });
          expect(res.status, JSON.stringify(res.json)).toBe(200);
        });
      }
    }
  }
});
