import { z } from 'zod';
import { REPORT_MESSAGES } from './form-messages';
import { idParam } from '@/lib/api/params';
import { optionalFile, optionalText, requiredFile, requiredText } from '@/lib/files/upload-fields';
import { scheduleFields, scheduleOrderIssue, statusField } from '@/lib/publishing/fields';

/** Title, draft or published, and the publish times (issue 24.1, 24.2). */
const reportFields = { title: requiredText(REPORT_MESSAGES.title), title_en: optionalText(), status: statusField, ...scheduleFields };

export const insertReportForm = z
  .object({ ...reportFields, image: requiredFile(REPORT_MESSAGES.image), pdf: requiredFile(REPORT_MESSAGES.pdf) })
  .superRefine(scheduleOrderIssue);
export const updateReportForm = z.object({ id: idParam, ...reportFields, image: optionalFile, pdf: optionalFile }).superRefine(scheduleOrderIssue);
export type ReportInsert = z.infer<typeof insertReportForm>;
export type ReportUpdate = z.infer<typeof updateReportForm>;
