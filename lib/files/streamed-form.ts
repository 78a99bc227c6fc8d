import 'server-only';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeWebStream } from 'node:stream/web';
import Busboy from 'busboy';
import { badRequest, HttpError } from '@/lib/api/errors';
import { removeStored, storeStream, type StoredFile, type StoreOptions } from '@/lib/storage';
import { FORM_OVERHEAD } from './stored-uploads';

export type StreamedForm = { fields: Record<string, string>; stored: StoredFile | null };

const NOT_MULTIPART = 'multipart/form-data хэлбэрийн өгөгдөл илгээнэ үү.';

/**
 * Reads a multipart form whose one file is large (videos): text fields are collected, and the file part is
 * piped straight into storage, which writes it to disk while counting bytes, so the whole file never sits in
 * memory. A refused file (wrong kind, too large) stops reading the request at once.
 */
export function receiveStreamedForm(req: Request, fileField: string, options: StoreOptions): Promise<StreamedForm> {
  const contentType = req.headers.get('content-type') ?? '';
  if (!contentType.toLowerCase().startsWith('multipart/form-data') || !req.body) throw badRequest(NOT_MULTIPART);
  if (Number(req.headers.get('content-length') ?? 0) > options.maxBytes + FORM_OVERHEAD) {
    throw new HttpError(413, options.tooLargeMessage ?? 'Файл хэтэрхий том байна.');
  }
  let parser: Busboy.Busboy;
  try {
    parser = Busboy({ headers: { 'content-type': contentType }, limits: { files: 1, fields: 20, fieldSize: 64 * 1024 } });
  } catch {
    throw badRequest(NOT_MULTIPART);
  }
  const input = Readable.fromWeb(req.body as NodeWebStream<Uint8Array>);
  const fields: Record<string, string> = {};
  let upload: Promise<StoredFile> | null = null;

  return new Promise<StreamedForm>((resolve, reject) => {
    let settled = false;
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      input.unpipe(parser);
      input.destroy();
      parser.destroy();
      // A file stored before the form turned out broken is not kept.
      upload?.then((stored) => removeStored(stored.url), () => {});
      reject(error);
    };
    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      // An empty file input arrives as a part without a file name: no file was chosen.
      if (name !== fileField || upload || !info.filename) {
        stream.resume();
        return;
      }
      // A body cut off mid-file (busboy: 'Unexpected end of form') is the sender's fault: 400, and nothing is kept.
      stream.once('error', (error) => {
        if (/unexpected end/i.test(error.message)) fail(badRequest(NOT_MULTIPART));
      });
      upload = storeStream(stream, options);
      upload.catch(fail);
    });
    parser.on('close', () => {
      if (settled) return;
      (upload ?? Promise.resolve(null)).then(
        (stored) => {
          settled = true;
          resolve({ fields, stored });
        },
        fail,
      );
    });
    parser.on('error', () => fail(badRequest(NOT_MULTIPART)));
    input.on('error', fail);
    input.pipe(parser);
  });
}
