import { inflateRawSync } from 'node:zlib';

// A minimal zip reader for the emulators: what @actions/artifact uploads is
// a zip (archiver, deflate, streamed with data descriptors), and a test wants
// the files inside to assert on them. Reads the central directory, which has
// the sizes that a streamed local header leaves at zero. No zip64, no
// encryption: an artifact of a few files never needs either.

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

export function readZip(zip: Buffer): Map<string, Buffer> {
  let eocd = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 0xffff); i--) {
    if (zip.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new Error('not a zip: no end of central directory record');
  const entries = zip.readUInt16LE(eocd + 10);
  let p = zip.readUInt32LE(eocd + 16);
  const files = new Map<string, Buffer>();
  for (let n = 0; n < entries; n++) {
    if (zip.readUInt32LE(p) !== CENTRAL) throw new Error(`bad central directory entry at ${p}`);
    const method = zip.readUInt16LE(p + 10);
    const compressed = zip.readUInt32LE(p + 20);
    const size = zip.readUInt32LE(p + 24);
    const nameLen = zip.readUInt16LE(p + 28);
    const extraLen = zip.readUInt16LE(p + 30);
    const commentLen = zip.readUInt16LE(p + 32);
    const local = zip.readUInt32LE(p + 42);
    const name = zip.toString('utf8', p + 46, p + 46 + nameLen);
    p += 46 + nameLen + extraLen + commentLen;
    if (zip.readUInt32LE(local) !== LOCAL) throw new Error(`bad local header for ${name}`);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const raw = zip.subarray(start, start + compressed);
    if (name.endsWith('/')) continue;
    const data = method === 0 ? Buffer.from(raw) : method === 8 ? inflateRawSync(raw) : null;
    if (data === null) throw new Error(`${name}: compression method ${method} not supported`);
    if (data.length !== size) throw new Error(`${name}: ${data.length} bytes inflated, the directory says ${size}`);
    files.set(name, data);
  }
  return files;
}
