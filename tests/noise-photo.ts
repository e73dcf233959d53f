import sharp from "sharp";

/**
 * A camera-like JPEG of `side` × `side` pixels filled with noise (xorshift32), which JPEG
 * cannot squeeze: its size follows its pixel count, as a real photo's roughly does.
 * For upload tests and the upload benchmark.
 */
export function noisePhoto(side: number, quality = 90): Promise<Buffer> {
  const noise = Buffer.alloc(side * side * 3);
  let x = 2463534242;
  for (let i = 0; i < noise.length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    noise[i] = x & 0xff;
  }
  return sharp(noise, { raw: { width: side, height: side, channels: 3 } })
    .jpeg({ quality })
    .toBuffer();
}
