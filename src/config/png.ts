import { crc32, deflateSync } from 'node:zlib';
import { mulberry32 } from '../random.ts';

// A PNG encoder for synthetic images: 8-bit RGB, no interlace, filter 0 on
// every row, one IDAT chunk. No library: a PNG is a signature and three
// chunks (IHDR, IDAT, IEND), each length + type + data + CRC-32, and Node
// has both parts it needs (zlib's deflate and, since 20.15/22.2, crc32), so
// a dependency would add install weight and supply-chain surface for ~40
// lines. The pixels are seeded noise: an image of the size asked for whose
// bytes do not compress away (a photo does not either), so `image_bytes`
// and the provider's decode work grow with width x height as real images'
// do. The same seed gives the same bytes.

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  // The CRC covers the type and the data, not the length.
  crc.writeUInt32BE(crc32(data, crc32(head.subarray(4))) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** Raw scanlines: each row a filter byte (0, none) and width x 3 bytes of seeded RGB. */
function noiseRows(width: number, height: number, seed: number): Buffer {
  const rowBytes = 1 + width * 3;
  const raw = Buffer.alloc(rowBytes * height);
  const next = mulberry32(seed);
  for (let y = 0; y < height; y++) {
    const row = y * rowBytes;
    for (let x = 1; x < rowBytes; x++) raw[row + x] = Math.floor(next() * 256);
  }
  return raw;
}

/** A valid PNG of width x height pixels of noise drawn from `seed`. */
export function syntheticPng(width: number, height: number, seed = 0): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type: RGB
  ihdr[10] = 0; // compression: deflate
  ihdr[11] = 0; // filter method 0
  ihdr[12] = 0; // no interlace
  const idat = deflateSync(noiseRows(width, height, seed));
  return Buffer.concat([SIGNATURE, chunk('IHDR', ihdr), chunk('IDAT', idat), chunk('IEND', Buffer.alloc(0))]);
}
