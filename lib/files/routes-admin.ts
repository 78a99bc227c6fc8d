import { z } from 'zod';
import { idParam } from '@/lib/api/params';
import { route } from '@/lib/api/table';
import { DOCUMENT_LIMIT, IMAGE_LIMIT } from '@/lib/storage';
import { deleteDocument, documentListSpec, insertDocument, listDocuments, renameDocument } from './commands-documents';
import { deleteMining, insertMining, listMining, miningListSpec, miningVersioned, updateMining } from './commands-mining';
import { forgetVersions, recordVersion } from '@/lib/publishing/versions';
import { versionRoutes } from '@/lib/publishing/version-routes';
import { deleteVideo, insertVideo, listVideos, renameVideo, videoListSpec } from './commands-videos';
import { listRoute } from '@/lib/api/list-route';
import { FORM_OVERHEAD } from './stored-uploads';
import { DOCUMENT_MESSAGES, MAX_POSTERS, VIDEO_MESSAGES } from './form-messages';
import { insertDocumentForm, insertMiningForm, renameForm, updateMiningForm } from './validators';

const byId = z.object({ id: idParam });
/** The posters and a PDF in one form. */
const MINING_FORM_LIMIT = MAX_POSTERS * IMAGE_LIMIT + DOCUMENT_LIMIT + FORM_OVERHEAD;

/** /api/admin: PDF documents, Mining 101 videos and sustainable-mining files. */
export const filesAdminRoutes = [
  listRoute(documentListSpec, { path: '/get/document-pdf', handler: async ({ db }, list) => ({ document: await listDocuments(db, list) }) }),
  route({
    method: 'POST',
    path: '/insert/document-pdf',
    multipart: true,
    maxBytes: DOCUMENT_LIMIT + FORM_OVERHEAD,
    body: insertDocumentForm,
    handler: async ({ db, body }) => ({ document: await insertDocument(db, body) }),
  }),
  route({
    method: 'POST',
    path: '/update/document-pdf',
    body: renameForm(DOCUMENT_MESSAGES.title),
    handler: async ({ db, body }) => ({ document: await renameDocument(db, body) }),
  }),
  route({
    method: 'DELETE',
    path: '/delete/document-pdf',
    query: byId,
    handler: async ({ db, query }) => ({ document: await deleteDocument(db, query.id) }),
  }),

  listRoute(videoListSpec, { path: '/get/mining-video', handler: ({ db, query }, list) => listVideos(db, query, list) }),
  route({
    method: 'POST',
    path: '/insert/mining-video',
    rawBody: true,
    handler: async ({ db, req }) => ({ video: await insertVideo(db, req) }),
  }),
  route({
    method: 'POST',
    path: '/update/mining-video',
    body: renameForm(VIDEO_MESSAGES.title),
    handler: async ({ db, body }) => ({ video: await renameVideo(db, body) }),
  }),
  route({
    method: 'DELETE',
    path: '/delete/mining-video',
    query: byId,
    handler: async ({ db, query }) => ({ video: await deleteVideo(db, query.id) }),
  }),

  listRoute(miningListSpec, { path: '/get/sustainable-mining', handler: ({ db, query }, list) => listMining(db, query, list) }),
  route({
    method: 'POST',
    path: '/insert/sustainable-mining',
    multipart: true,
    maxBytes: MINING_FORM_LIMIT,
    body: insertMiningForm,
    handler: async ({ db, body, admin }) => {
      const mining = await insertMining(db, body);
      await recordVersion(db, miningVersioned, mining!, admin);
      return { mining };
    },
  }),
  route({
    method: 'POST',
    path: '/update/sustainable-mining',
    multipart: true,
    maxBytes: MINING_FORM_LIMIT,
    body: updateMiningForm,
    handler: async ({ db, body, admin }) => {
      const mining = await updateMining(db, body);
      await recordVersion(db, miningVersioned, mining, admin);
      return { mining };
    },
  }),
  route({
    method: 'DELETE',
    path: '/delete/sustainable-mining',
    query: byId,
    handler: async ({ db, query }) => {
      const mining = await deleteMining(db, query.id);
      await forgetVersions(db, 'sustainable-mining', mining.id);
      return { mining };
    },
  }),
  ...versionRoutes(miningVersioned),
];
