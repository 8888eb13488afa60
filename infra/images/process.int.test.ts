import zlib from 'node:zlib';
import sharp, { type Color } from 'sharp';
import { describe, expect, it } from 'vitest';
import { ImageRejectedError, type ImageRefusalCode } from '@vitrina/infra/images/errors';
import { DEFAULT_IMAGE_LIMITS, LOGO_IMAGE, processImage } from '@vitrina/infra/images/process';

const RED = { r: 210, g: 20, b: 30 };
const solid = (width: number, height: number, background: Color = RED) => sharp({ create: { width, height, channels: 3, background } });
const SECRET_EXIF = {
  IFD0: { Copyright: 'owner-secret-42', Artist: 'Ana Pérez' },
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 25/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '3/1 42/1 0/1' },
};

async function refusal(bytes: Buffer, limits = DEFAULT_IMAGE_LIMITS): Promise<ImageRefusalCode> {
  const error = await processImage(bytes, limits).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ImageRejectedError);
  return (error as ImageRejectedError).code;
}

/** A valid PNG whose header declares a canvas of width × height, with almost no data: a decompression bomb. */
function pngDeclaring(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', zlib.deflateSync(Buffer.alloc(64))), chunk('IEND', Buffer.alloc(0))]);
}

describe('processImage', () => {
  it.each(['jpeg', 'png', 'webp', 'avif'] as const)('re-encodes a %s as a 864×1376 WebP, a 432×688 middle size and a 288×459 thumbnail', async (format) => {
    const input = await solid(300, 200).toFormat(format).toBuffer();
    const result = await processImage(input);
    expect(result).toMatchObject({ width: 864, height: 1376, format: 'webp', source: { format, width: 300, height: 200, bytes: input.length } });
    expect(await sharp(result.main).metadata()).toMatchObject({ format: 'webp', width: 864, height: 1376 });
    expect(await sharp(result.middle).metadata()).toMatchObject({ format: 'webp', width: 432, height: 688 });
    expect(await sharp(result.thumb).metadata()).toMatchObject({ format: 'webp', width: 288, height: 459 });
    const { data } = await sharp(result.main).raw().toBuffer({ resolveWithObject: true });
    const [r, g, b] = data.subarray(0, 3);
    expect(Math.abs(r! - RED.r) + Math.abs(g! - RED.g) + Math.abs(b! - RED.b)).toBeLessThan(30);
  });

  it.each(['jpeg', 'png', 'webp', 'avif'] as const)('strips EXIF and GPS from a %s', async (format) => {
    const input = await solid(120, 160).toFormat(format).withExif(SECRET_EXIF).toBuffer();
    expect(input.includes('owner-secret-42')).toBe(true);
    const { main, middle, thumb } = await processImage(input);
    for (const output of [main, middle!, thumb]) {
      const metadata = await sharp(output).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(output.includes('owner-secret-42')).toBe(false);
      expect(output.includes('Exif')).toBe(false);
    }
  });

  it('makes no middle size for a shape without one (a logo)', async () => {
    const result = await processImage(await solid(300, 200).png().toBuffer(), DEFAULT_IMAGE_LIMITS, LOGO_IMAGE);
    expect(result.middle).toBeUndefined();
    expect(await sharp(result.thumb).metadata()).toMatchObject({ width: 128, height: 128 });
  });

  it('turns a photo by its EXIF orientation before cropping', async () => {
    const input = await solid(300, 200).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect((await processImage(input)).source).toMatchObject({ width: 200, height: 300 });
  });

  it('crops a wide picture around the part that draws the eye, not blindly at the centre', async () => {
    const grey = { r: 128, g: 128, b: 128 };
    const input = await solid(1600, 400, grey)
      .composite([{ input: await solid(300, 300, RED).png().toBuffer(), left: 1250, top: 50 }])
      .png()
      .toBuffer();
    const { main } = await processImage(input);
    const { data, info } = await sharp(main).raw().toBuffer({ resolveWithObject: true });
    const centre = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * info.channels;
    expect(data[centre]!).toBeGreaterThan(180);
    expect(data[centre + 1]!).toBeLessThan(60);
  });

  it.each([
    ['a text file named photo.jpg', Buffer.from('this is not a photo, just text\n')],
    ['an HTML page', Buffer.from('<!doctype html><script>alert(1)</script>')],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['a polyglot: a JPEG signature before HTML', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('<html><script>x</script>')])],
    ['an empty file', Buffer.alloc(0)],
  ])('refuses %s', async (_name, input) => {
    expect(await refusal(input)).toBe('IMAGE_UNSUPPORTED');
  });

  it('refuses a GIF, and a PNG whose bytes are cut short', async () => {
    expect(await refusal(await solid(40, 40).gif().toBuffer())).toBe('IMAGE_UNSUPPORTED');
    const png = await sharp({ create: { width: 400, height: 400, channels: 3, background: 'white', noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
      .png()
      .toBuffer();
    expect(await refusal(png.subarray(0, Math.floor(png.length / 2)))).toBe('IMAGE_UNSUPPORTED');
  });

  it('refuses a file whose signature and real format disagree', async () => {
    const webp = await solid(40, 40).webp().toBuffer();
    const disguised = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), webp]);
    expect(await refusal(disguised)).toBe('IMAGE_UNSUPPORTED');
  });

  it('refuses a file over the byte limit before decoding it', async () => {
    const input = await solid(64, 64).png().toBuffer();
    expect(await refusal(Buffer.concat([input, Buffer.alloc(10 * 1024 * 1024)]))).toBe('IMAGE_TOO_LARGE');
    expect(await refusal(input, { ...DEFAULT_IMAGE_LIMITS, maxBytes: input.length - 1 })).toBe('IMAGE_TOO_LARGE');
  });

  it('refuses a decompression bomb by the canvas its header declares, at once', async () => {
    const bomb = pngDeclaring(100_000, 100_000);
    expect(bomb.length).toBeLessThan(200);
    const started = Date.now();
    expect(await refusal(bomb)).toBe('IMAGE_TOO_MANY_PIXELS');
    expect(await refusal(pngDeclaring(8_000, 5_001))).toBe('IMAGE_TOO_MANY_PIXELS');
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('refuses a real image over the pixel limit, and takes one at it', async () => {
    const input = await solid(1_000, 600).jpeg().toBuffer();
    expect(await refusal(input, { ...DEFAULT_IMAGE_LIMITS, maxPixels: 599_999 })).toBe('IMAGE_TOO_MANY_PIXELS');
    expect((await processImage(input, { ...DEFAULT_IMAGE_LIMITS, maxPixels: 600_000 })).source.width).toBe(1_000);
  });
});
