import { describe, expect, it } from 'vitest';
import { adminTables } from '@/lib/api/tables';
import { routeAccess } from '@/lib/api/table';
import { accessOf, type Action, type Resource } from '@/components/admin/resource/define';
import { allResources } from './resources';

/*
 * The screens hide what the API refuses: for every admin resource definition (a resource.ts beside its
 * route), each call it makes exists in its route table with the access the screen assumes for that action.
 */

/** The calls a resource makes for each action: [method, path]. */
type Call = readonly [Action, 'GET' | 'POST' | 'DELETE', string];
function calls(r: Resource): Call[] {
  const { api } = r;
  const all: (Call | false | undefined | '')[] = [
    ['read', 'GET', api.list],
    api.insert && ['create', 'POST', api.insert],
    api.update && ['edit', 'POST', api.update],
    api.remove && ['delete', 'DELETE', api.remove],
    Boolean(api.bulk?.length) && ['edit', 'POST', `/bulk/${r.key}`],
  ];
  return all.filter((c): c is Call => Boolean(c));
}

describe('admin resources and route tables agree', async () => {
  const resources = await allResources();

  it('finds the resource definitions', () => {
    expect(resources.map(([name]) => name)).toContain('admin/(shell)/report/resource.ts#reportResource');
  });

  for (const [name, resource] of resources) {
    const table = adminTables.find((t) => t.prefix === resource.api.prefix);
    for (const [action, method, callPath] of calls(resource)) {
      it(`${name}: ${method} ${resource.api.prefix}${callPath} allows what '${action}' shows`, () => {
        expect(table, `no admin table for ${resource.api.prefix}`).toBeDefined();
        const route = table!.routes.find((r) => r.method === method && r.path === callPath);
        expect(route, `${method} ${callPath} is not in the ${resource.api.prefix} table`).toBeDefined();
        // Bulk actions include deletes: the route must allow at least what deleting needs.
        const expected = callPath.startsWith('/bulk/') ? accessOf(resource, 'delete') : accessOf(resource, action);
        expect(routeAccess(route!)).toBe(expected);
      });
    }
  }
});
