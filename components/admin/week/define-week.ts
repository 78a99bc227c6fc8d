import { defineResource, type Resource } from '@/components/admin/resource/define';

type WeekApi<Row extends { id: number }> = Omit<Resource<Row>['api'], 'prefix'>;
type WeekResource<Row extends { id: number }> = Omit<Resource<Row>, 'messages' | 'api' | 'empty' | 'notices'> & { api: WeekApi<Row>; notices?: Partial<Resource<Row>['notices']> };

/**
 * A conference back-office resource: texts in the `adminWeek` namespace, calls under /api/admin/week, the spec's
 * empty text ("list is empty") and the shared added/updated/deleted notices (a resource may add to them).
 */
export function defineWeekResource<Row extends { id: number }>(resource: WeekResource<Row>): Resource<Row> {
  return defineResource<Row>({
    ...resource,
    messages: 'adminWeek',
    api: { ...resource.api, prefix: '/api/admin/week' },
    empty: 'common.empty',
    notices: { added: 'common.added', saved: 'common.updated', deleted: 'common.deleted', ...resource.notices },
  });
}
