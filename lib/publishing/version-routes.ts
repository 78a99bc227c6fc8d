import { z } from 'zod';
import { route, type Route } from '@/lib/api/table';
import { idParam } from '@/lib/api/params';
import { listVersions, restoreVersion, type Versioned } from './versions';

/**
 * A content kind's version routes, one shape for every kind (issue 24.3): GET /get/{kind}-versions?id= lists
 * them (any back-office account), POST /restore/{kind}-version {id, version} restores one (editors; audited).
 */
export function versionRoutes<Row extends { id: number }>(spec: Versioned<Row>): Route[] {
  return [
    route({
      method: 'GET',
      path: `/get/${spec.kind}-versions`,
      query: z.object({ id: idParam }),
      handler: async ({ db, query }) => ({ versions: await listVersions(db, spec.kind, query.id) }),
    }),
    route({
      method: 'POST',
      path: `/restore/${spec.kind}-version`,
      body: z.object({ id: idParam, version: idParam }),
      handler: async ({ db, body, admin }) => {
        const { before, after } = await restoreVersion(db, spec, body.id, body.version, admin);
        await spec.saved?.(before, after);
        return { [spec.key]: after };
      },
    }),
  ];
}
