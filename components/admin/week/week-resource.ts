import { defineResource, writePaths, type Resource } from '@/components/admin/resource/define';

type Write = 'insert' | 'update' | 'remove';

type WeekDefinition<Row extends { id: number }> = Omit<Resource<Row>, 'key' | 'messages' | 'title' | 'api' | 'empty' | 'notices' | 'paging'> &
  Partial<Pick<Resource<Row>, 'key' | 'title'>> & {
    /** The writes the route table has for the name (all three unless said). */
    writes?: readonly Write[];
    api?: Partial<Omit<Resource<Row>['api'], 'prefix' | Write>>;
    /** The spec's page sizes, the first shown first; without them the list is one page. */
    pageSizes?: readonly number[];
    notices?: Partial<Resource<Row>['notices']>;
  };

/**
 * A conference back-office resource named as the /api/admin/week route table names it: `name` gives the key
 * ('week-<name>'), the list (GET /get/<name>, rows under the path's last part) and the writes (POST /insert/<name>,
 * POST /update/<name>, DELETE /delete/<name>); `group` is its message group in `adminWeek`, giving the heading
 * ('<group>.title'), the form titles ('<group>.addTitle' / '.editTitle'; an edit-only resource uses the edit one
 * for both) and the delete question ('<group>.confirmDelete'). Texts are the spec's empty text ("list is empty")
 * and the shared added/updated/deleted notices. tests/admin/resource-access.test.ts checks the paths against
 * the route table.
 */
export function weekResource<Row extends { id: number }>(
  name: string,
  group: string,
  { writes = ['insert', 'update', 'remove'], api, pageSizes, notices, ...resource }: WeekDefinition<Row>,
): Resource<Row> {
  const list = api?.list ?? `/get/${name}`;
  const paths = writePaths(name);
  const edit = `${group}.editTitle`;
  return defineResource<Row>({
    key: `week-${name}`,
    title: `${group}.title`,
    ...(writes.length > 0 && { formTitles: { add: writes.includes('insert') ? `${group}.addTitle` : edit, edit } }),
    ...(writes.includes('remove') && { confirmDelete: `${group}.confirmDelete` }),
    ...resource,
    messages: 'adminWeek',
    api: {
      prefix: '/api/admin/week',
      list,
      rows: list.split('/').pop()!,
      body: 'json',
      ...Object.fromEntries(writes.map((write) => [write, paths[write]])),
      ...api,
    },
    paging: pageSizes ? { sizes: pageSizes, initial: pageSizes[0] } : null,
    empty: 'common.empty',
    notices: { added: 'common.added', saved: 'common.updated', deleted: 'common.deleted', ...notices },
  });
}
