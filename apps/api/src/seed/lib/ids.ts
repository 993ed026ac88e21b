const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, "0"));

/** Formats the first 16 bytes as a UUID, forcing the version (4) and variant (10xx) bits. */
export function formatUuid(bytes: Uint8Array): string {
  const h = (i: number): string => HEX[bytes[i] ?? 0] ?? "00";
  const version = HEX[((bytes[6] ?? 0) & 0x0f) | 0x40] ?? "40";
  const variant = HEX[((bytes[8] ?? 0) & 0x3f) | 0x80] ?? "80";
  return (
    h(0) +
    h(1) +
    h(2) +
    h(3) +
    "-" +
    h(4) +
    h(5) +
    "-" +
    version +
    h(7) +
    "-" +
    variant +
    h(9) +
    "-" +
    h(10) +
    h(11) +
    h(12) +
    h(13) +
    h(14) +
    h(15)
  );
}

/** A UUID from four 32-bit words (e.g. PRNG output), for the high-volume synthetic generator. */
export function uuidFromWords(w0: number, w1: number, w2: number, w3: number): string {
  const bytes = new Uint8Array(16);
  const view = new DataView(bytes.buffer);
  view.setUint32(0, w0 >>> 0);
  view.setUint32(4, w1 >>> 0);
  view.setUint32(8, w2 >>> 0);
  view.setUint32(12, w3 >>> 0);
  return formatUuid(bytes);
}

export const UUID_V4_PATTERN =
  /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
