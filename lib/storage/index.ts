import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { env } from '@/lib/env';
import { HttpError } from '@/lib/api/errors';
import { detectKind, KIND_INFO, type FileKind } from './detect';
import { s3Driver } from './s3';

export type StoredFile = { url: string; key: string; kind: FileKind; size: number };

export type StoreOptions = {
  kinds: FileKind[];
  maxBytes: number;
  /** The message shown when the bytes are not one of the accepted kinds. */
  wrongKindMessage?: string;
  tooLargeMessage?: string;
  /** Stored under PRIVATE_PREFIX, which /uploads never serves; the result's url is then the private key. */
  private?: boolean;
};

export const MB = 1024 * 1024;
export const KEY_PATTERN = /^[a-f0-9]{32}\.(jpg|png|webp|gif|pdf|mp4|docx|xlsx|zip)$/;
/** Keys of files only an authorized route may read (member proof files, attachments). */
export const PRIVATE_PREFIX = 'private/';

export type StoredBytes = { stream: ReadableStream<Uint8Array>; size: number; contentType: string };

/** Where stored bytes live: the local uploads directory, or S3-compatible object storage when S3_* is set. */
export type StorageDriver = {
  /** Stores the file at filePath under key, streamed (never read whole into memory). */
  putFile(key: string, filePath: string, mime: string): Promise<void>;
  /** The stored bytes, streamed (proxied reads of files that are not public), or null when there are none. */
  read(key: string): Promise<StoredBytes | null>;
  remove(key: string): Promise<void>;
  /** Throws when the storage cannot be written (GET /api/ready). */
  check(): Promise<void>;
  publicUrl(key: string): string;
};

const MIME_BY_EXT = Object.fromEntries(Object.values(KIND_INFO).map((k) => [k.ext, k.mime])) as Record<string, string>;

const localDriver: StorageDriver = {
  async putFile(key, filePath) {
    const target = path.join(env().uploadsDir, key);
    await fsp.mkdir(path.dirname(target), { recursive: true });
    await fsp.rename(filePath, target).catch(async () => {
      await fsp.copyFile(filePath, target);
      await fsp.rm(filePath, { force: true });
    });
  },
  async read(key) {
    const file = path.join(env().uploadsDir, key);
    const size = await fsp.stat(file).then((stat) => stat.size, () => null);
    if (size === null) return null;
    const stream = Readable.toWeb(fs.createReadStream(file)) as ReadableStream<Uint8Array>;
    return { stream, size, contentType: MIME_BY_EXT[key.split('.').pop()!] ?? 'application/octet-stream' };
  },
  async remove(key) {
    await fsp.rm(path.join(env().uploadsDir, key), { force: true });
  },
  async check() {
    const dir = env().uploadsDir;
    await fsp.mkdir(dir, { recursive: true });
    await fsp.access(dir, fs.constants.W_OK);
  },
  publicUrl: (key) => `/uploads/${key}`,
};

export function storageDriver(): StorageDriver {
  return env().S3_BUCKET ? s3Driver() : localDriver;
}

const defaultWrongKind = 'Зөвхөн JPG, PNG зураг оруулна уу.';

/**
 * Stores an upload under a random name after checking its kind from its bytes. The bytes are streamed
 * to a temporary file (never held whole in memory) and counted, so an oversize upload stops with 413.
 */
export async function storeStream(source: ReadableStream<Uint8Array> | Readable, options: StoreOptions): Promise<StoredFile> {
  const tmp = path.join(os.tmpdir(), `upload-${crypto.randomUUID()}`);
  let size = 0;
  let head = Buffer.alloc(0);
  const input = source instanceof Readable ? source : Readable.fromWeb(source as import('node:stream/web').ReadableStream<Uint8Array>);
  try {
    await pipeline(
      input,
      async function* (chunks: AsyncIterable<Buffer>) {
        for await (const chunk of chunks) {
          size += chunk.length;
          if (size > options.maxBytes) throw new HttpError(413, options.tooLargeMessage ?? 'Файл хэтэрхий том байна.');
          if (head.length < 4096) head = Buffer.concat([head, chunk.subarray(0, 4096 - head.length)]);
          yield chunk;
        }
      },
      fs.createWriteStream(tmp),
    );
    const kind = detectKind(head);
    if (!kind || !options.kinds.includes(kind)) throw new HttpError(400, options.wrongKindMessage ?? defaultWrongKind);
    const key = `${options.private ? PRIVATE_PREFIX : ''}${crypto.randomBytes(16).toString('hex')}.${KIND_INFO[kind].ext}`;
    const driver = storageDriver();
    await driver.putFile(key, tmp, KIND_INFO[kind].mime);
    return { url: options.private ? key : driver.publicUrl(key), key, kind, size };
  } finally {
    await fsp.rm(tmp, { force: true });
  }
}

/** Stores a File from a multipart form. */
export async function storeFile(file: Blob, options: StoreOptions): Promise<StoredFile> {
  if (file.size > options.maxBytes) throw new HttpError(413, options.tooLargeMessage ?? 'Файл хэтэрхий том байна.');
  return storeStream(file.stream(), options);
}

/** The storage key behind a stored reference: a private key as stored, or the last part of a public URL; null for files we did not store. */
export function storedKey(ref: string | null | undefined): string | null {
  if (ref?.startsWith(PRIVATE_PREFIX)) return KEY_PATTERN.test(ref.slice(PRIVATE_PREFIX.length)) ? ref : null;
  const key = ref?.split('/').pop();
  return key && KEY_PATTERN.test(key) ? key : null;
}

/**
 * Moves a public file (key) under PRIVATE_PREFIX and returns its private key; null when it is not stored.
 * Streamed through a temporary file, as every driver stores from one.
 */
export async function makePrivate(key: string): Promise<string | null> {
  const driver = storageDriver();
  const stored = await driver.read(key);
  if (!stored) return null;
  const tmp = path.join(os.tmpdir(), `private-${crypto.randomUUID()}`);
  try {
    await pipeline(Readable.fromWeb(stored.stream as import('node:stream/web').ReadableStream<Uint8Array>), fs.createWriteStream(tmp));
    await driver.putFile(`${PRIVATE_PREFIX}${key}`, tmp, stored.contentType);
  } finally {
    await fsp.rm(tmp, { force: true });
  }
  await driver.remove(key);
  return `${PRIVATE_PREFIX}${key}`;
}

/** Removes a stored file by its public URL or private key; references we did not store are left alone. */
export async function removeStored(ref: string | null | undefined) {
  const key = storedKey(ref);
  if (key) await storageDriver().remove(key).catch(() => {});
}

export const IMAGE_LIMIT = 10 * MB;
export const DOCUMENT_LIMIT = 20 * MB;
export const VIDEO_LIMIT = 300 * MB;
