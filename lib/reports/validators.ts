import { z } from 'zod';
import { REPORT_MESSAGES } from './form-messages';
import { idParam } from '@/lib/api/params';
import { optionalFile, optionalText, requiredFile, requiredText } from '@/lib/files/upload-fields';

const reportFields = { title: requiredText(REPORT_MESSAGES.title), title_en: optionalText() };

export const insertReportForm = z.object({
  ...reportFields,
  image: requiredFile(REPORT_MESSAGES.image),
  pdf: requiredFile(REPORT_MESSAGES.pdf),
});
export const updateReportForm = z.object({ id: idParam, ...reportFields, image: optionalFile, pdf: optionalFile });
export type ReportInsert = z.infer<typeof insertReportForm>;
export type ReportUpdate = z.infer<typeof updateReportForm>;

