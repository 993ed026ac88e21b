// Placeholder images for entities without one (contract §6: placeholders are PNGs). Drawn here
// rather than shipped as files, so any `max_dimension` gets a sharp square of exactly that size.
import { crc32, deflateSync } from "node:zlib";

export const PLACEHOLDER_SIZE = 300;

const BACKGROUND = [0xe5, 0xe7, 0xeb] as const;
const FIGURE = [0x9c, 0xa3, 0xaf] as const;

const cache = new Map<number, Buffer>();

/** A grey square of `size` pixels with a centred disc: a neutral "no picture" mark. */
export function placeholderPng(size = PLACEHOLDER_SIZE): Buffer {
  const cached = cache.get(size);
  if (cached) return cached;
  const stride = size * 3 + 1;
  const pixels = Buffer.alloc(stride * size);
  const centre = (size - 1) / 2;
  const radius = size * 0.3;
  for (let y = 0; y < size; y += 1) {
    // Each scanline starts with filter type 0 (none), left as the zero Buffer.alloc gives.
    for (let x = 0; x < size; x += 1) {
      const inside = (x - centre) ** 2 + (y - centre) ** 2 <= radius ** 2;
      const colour = inside ? FIGURE : BACKGROUND;
      pixels.set(colour, y * stride + 1 + x * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no filter, no interlace
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(pixels)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
  cache.set(size, png);
  return png;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
