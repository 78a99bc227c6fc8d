import { z } from 'zod';
import { badRequest } from '@/lib/api/errors';
import { route } from '@/lib/api/table';
import { MB } from '@/lib/storage';
import { detectKind } from '@/lib/storage/detect';
import { requiredFile } from '@/lib/files/upload-fields';
import { listNotices, listTrades, noticeListSpec, tradeListSpec } from './commands';
import { listRoute } from '@/lib/api/list-route';
import { importTradeText } from './import';

const IMPORT_LIMIT = 20 * MB;
const TEXT_ONLY = 'Зөвхөн CSV эсвэл JSON файл оруулна уу.';

/** An export is UTF-8 text; a PDF, image or spreadsheet binary is refused before parsing. */
async function readExport(file: File) {
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (detectKind(bytes.subarray(0, 4096))) throw badRequest(TEXT_ONLY);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw badRequest('Файл UTF-8 кодчилолтой текст байх ёстой.');
  }
}

/** /api/admin: the exchange's trades and notices (read only) and their import. */
export const tradeAdminRoutes = [
  listRoute(tradeListSpec, { path: '/get/trade', handler: ({ db, query }, list) => listTrades(db, query, list) }),
  listRoute(noticeListSpec, { path: '/get/notice', handler: ({ db, query }, list) => listNotices(db, query, list) }),
  route({
    method: 'POST',
    path: '/import/trade',
    multipart: true,
    maxBytes: IMPORT_LIMIT,
    body: z.object({ file: requiredFile('Файлыг оруулна уу') }),
    handler: async ({ db, body }) => ({ report: await importTradeText(db, await readExport(body.file)) }),
  }),
];
