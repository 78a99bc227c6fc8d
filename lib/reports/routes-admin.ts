import { z } from 'zod';
import { idParam } from '@/lib/api/params';
import { route } from '@/lib/api/table';
import { DOCUMENT_LIMIT, IMAGE_LIMIT } from '@/lib/storage';
import { FORM_OVERHEAD } from '@/lib/files/stored-uploads';
import { deleteReport, insertReport, listReports, reportListSpec, updateReport } from './commands';
import { insertReportForm, updateReportForm } from './validators';
import { listRoute } from '@/lib/api/list-route';
import { forgetVersions, recordVersion } from '@/lib/publishing/versions';
import { versionRoutes } from '@/lib/publishing/version-routes';
import { reportSaved, reportVersioned } from './versions';

const REPORT_FORM_LIMIT = IMAGE_LIMIT + DOCUMENT_LIMIT + FORM_OVERHEAD;

/** /api/admin: reports. */
export const reportsAdminRoutes = [
  listRoute(reportListSpec, { path: '/get/reports', handler: ({ db, query }, list) => listReports(db, query, list) }),
  route({
    method: 'POST',
    path: '/insert/report',
    multipart: true,
    maxBytes: REPORT_FORM_LIMIT,
    body: insertReportForm,
    handler: async ({ db, body, admin }) => {
      const report = await insertReport(db, body);
      await recordVersion(db, reportVersioned, report, admin);
      await reportSaved(report);
      return { report };
    },
  }),
  route({
    method: 'POST',
    path: '/update/report',
    multipart: true,
    maxBytes: REPORT_FORM_LIMIT,
    body: updateReportForm,
    handler: async ({ db, body, admin }) => {
      const report = await updateReport(db, body);
      await recordVersion(db, reportVersioned, report, admin);
      await reportSaved(report);
      return { report };
    },
  }),
  route({
    method: 'DELETE',
    path: '/delete/report',
    query: z.object({ id: idParam }),
    handler: async ({ db, query }) => {
      const report = await deleteReport(db, query.id);
      await forgetVersions(db, 'report', report.id);
      return { report };
    },
  }),
  ...versionRoutes(reportVersioned),
];
