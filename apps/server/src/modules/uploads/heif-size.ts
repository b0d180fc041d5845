/**
 * The pixel sizes a HEIF/HEIC file declares, read from its container without decoding anything.
 * Every image item of a HEIF file must carry an `ispe` (image spatial extents) property
 * (ISO/IEC 23008-12 §6.5.3), found at `meta` → `iprp` → `ipco`. A 15 KB file can declare an
 * 8192 × 8192 picture; reading these boxes is how it is refused before a decoder allocates it.
 */
export type HeifSize = { width: number; height: number };

type Box = { type: string; start: number; end: number };

/** The boxes laid end to end in `data[start, end)`; stops at the first malformed header. */
function* boxes(data: Buffer, start: number, end: number): Generator<Box> {
  let at = start;
  while (at + 8 <= end) {
    let size = data.readUInt32BE(at);
    const type = data.toString('latin1', at + 4, at + 8);
    let header = 8;
    if (size === 1) {
      if (at + 16 > end) return;
      const large = data.readBigUInt64BE(at + 8);
      if (large > BigInt(end - at)) return;
      size = Number(large);
      header = 16;
    } else if (size === 0) {
      size = end - at;
    }
    if (size < header || at + size > end) return;
    yield { type, start: at + header, end: at + size };
    at += size;
  }
}

const child = (data: Buffer, parent: Box, type: string, fullBox = false) => {
  for (const box of boxes(data, parent.start + (fullBox ? 4 : 0), parent.end)) {
    if (box.type === type) return box;
  }
  return undefined;
};

/** Every `ispe` the file declares, or an empty list when its container is not as HEIF requires. */
export function heifImageSizes(data: Buffer): HeifSize[] {
  const top: Box = { type: '', start: 0, end: data.length };
  const meta = child(data, top, 'meta');
  // `meta` is a full box: a version and flags come before its children.
  const iprp = meta && child(data, meta, 'iprp', true);
  const ipco = iprp && child(data, iprp, 'ipco');
  if (!ipco) return [];
  const sizes: HeifSize[] = [];
  for (const box of boxes(data, ipco.start, ipco.end)) {
    // ispe: version and flags (4 bytes), then width and height, 32 bits each.
    if (box.type !== 'ispe' || box.end - box.start < 12) continue;
    sizes.push({
      width: data.readUInt32BE(box.start + 4),
      height: data.readUInt32BE(box.start + 8),
    });
  }
  return sizes;
}
