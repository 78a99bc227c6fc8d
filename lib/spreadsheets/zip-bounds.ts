import zlib from 'node:zlib';

/**
 * Opens a zip archive only as far as its own central directory allows: every entry's declared sizes are
 * checked against the caps before anything is inflated, and inflation stops at the declared size, so an
 * archive that lies about its sizes (a zip bomb) is refused instead of filling memory.
 */

export type ZipLimits = { maxEntries: number; maxEntryBytes: number; maxTotalBytes: number };

export class ZipRefused extends Error {}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

function endOfCentralDirectory(buf: Buffer): number {
  // The record is 22 bytes plus a comment of at most 65,535 bytes, at the very end.
  for (let at = buf.length - 22; at >= Math.max(0, buf.length - 22 - 0xffff); at--) {
    if (buf.readUInt32LE(at) === EOCD) return at;
  }
  throw new ZipRefused('no end of central directory');
}

type Entry = { name: string; method: number; compressed: number; size: number; localOffset: number };

function centralDirectory(buf: Buffer, limits: ZipLimits): Entry[] {
  const end = endOfCentralDirectory(buf);
  const count = buf.readUInt16LE(end + 10);
  const dirSize = buf.readUInt32LE(end + 12);
  const dirOffset = buf.readUInt32LE(end + 16);
  if (buf.readUInt16LE(end + 4) !== 0 || buf.readUInt16LE(end + 8) !== count) throw new ZipRefused('multi-disk archive');
  if (count === 0xffff || dirOffset === 0xffffffff) throw new ZipRefused('zip64 archive');
  if (count > limits.maxEntries) throw new ZipRefused(`${count} entries`);
  if (dirOffset + dirSize > end) throw new ZipRefused('central directory out of bounds');

  const entries: Entry[] = [];
  let total = 0;
  for (let at = dirOffset, i = 0; i < count; i++) {
    if (at + 46 > end || buf.readUInt32LE(at) !== CENTRAL) throw new ZipRefused('broken central directory');
    const flags = buf.readUInt16LE(at + 8);
    const method = buf.readUInt16LE(at + 10);
    const compressed = buf.readUInt32LE(at + 20);
    const size = buf.readUInt32LE(at + 24);
    const nameLength = buf.readUInt16LE(at + 28);
    const name = buf.toString('utf8', at + 46, at + 46 + nameLength);
    if (flags & 1) throw new ZipRefused('encrypted entry');
    if (method !== 0 && method !== 8) throw new ZipRefused(`compression method ${method}`);
    if (size > limits.maxEntryBytes) throw new ZipRefused(`${name}: ${size} bytes`);
    total += size;
    if (total > limits.maxTotalBytes) throw new ZipRefused(`${total} bytes in all`);
    entries.push({ name, method, compressed, size, localOffset: buf.readUInt32LE(at + 42) });
    at += 46 + nameLength + buf.readUInt16LE(at + 30) + buf.readUInt16LE(at + 32);
  }
  if (new Set(entries.map((e) => e.name)).size !== entries.length) throw new ZipRefused('repeated entry name');
  return entries;
}

function inflate(buf: Buffer, entry: Entry): Buffer {
  const at = entry.localOffset;
  if (at + 30 > buf.length || buf.readUInt32LE(at) !== LOCAL) throw new ZipRefused(`${entry.name}: no local header`);
  const start = at + 30 + buf.readUInt16LE(at + 26) + buf.readUInt16LE(at + 28);
  if (start + entry.compressed > buf.length) throw new ZipRefused(`${entry.name}: data out of bounds`);
  const data = buf.subarray(start, start + entry.compressed);
  let content: Buffer;
  try {
    content = entry.method === 0 ? data : zlib.inflateRawSync(data, { maxOutputLength: Math.max(entry.size, 1) });
  } catch {
    throw new ZipRefused(`${entry.name}: inflates beyond its declared size or is corrupt`);
  }
  if (content.length !== entry.size) throw new ZipRefused(`${entry.name}: size differs from the declared one`);
  return content;
}

/** Every file entry of the archive, inflated within the limits (directory entries left out). */
export function readZipWithinLimits(bytes: Uint8Array, limits: ZipLimits): Map<string, Buffer> {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buf.length < 22) throw new ZipRefused('too short');
  const files = new Map<string, Buffer>();
  for (const entry of centralDirectory(buf, limits)) {
    if (!entry.name.endsWith('/')) files.set(entry.name, inflate(buf, entry));
  }
  return files;
}
