import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { ImageRejectedError } from '@vitrina/infra/images/errors';
import { AWAY_DEFAULTS, ImageProcessingFailedError, ImageProcessorAway } from '@vitrina/infra/images/process-away';

const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .jpeg()
    .toBuffer();

/** A process's nice value, field 19 of /proc/<pid>/stat (after the command's parenthesis). */
const niceOf = (pid: number) => Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[16]);

describe('images re-encoded in a child process of low priority', () => {
  let processor: ImageProcessorAway;
  afterEach(() => processor.close());

  it('re-encodes like processImage, in a child at nice 10, and refuses what is not an image', async () => {
    processor = new ImageProcessorAway();
    const image = await processor.process(await jpeg(600, 900));
    expect(await sharp(image.main).metadata()).toMatchObject({ format: 'webp', width: 864, height: 1376 });
    expect(await sharp(image.middle).metadata()).toMatchObject({ format: 'webp', width: 432, height: 688 });
    expect(await sharp(image.thumb).metadata()).toMatchObject({ format: 'webp', width: 288, height: 459 });
    expect(image.source).toMatchObject({ format: 'jpeg', width: 600, height: 900 });
    expect(processor.pid).toBeGreaterThan(0);
    expect(processor.pid).not.toBe(process.pid);
    expect(niceOf(processor.pid!)).toBe(AWAY_DEFAULTS.nice);
    const refused = await processor.process(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ImageRejectedError);
    expect((refused as ImageRejectedError).code).toBe('IMAGE_UNSUPPORTED');
  });

  it('fails an image past its budget, ends that child, and starts another for the next', async () => {
    processor = new ImageProcessorAway({ ...AWAY_DEFAULTS, budgetMs: 1 });
    const slow = await processor.process(await jpeg(3000, 4000)).catch((error: unknown) => error);
    expect(slow).toBeInstanceOf(ImageProcessingFailedError);
    expect(processor.pid).toBeUndefined();
    processor = new ImageProcessorAway();
    await expect(processor.process(await jpeg(300, 400))).resolves.toMatchObject({ width: 864, height: 1376 });
  });

  it('ends the child once idle, and starts one again when asked', async () => {
    processor = new ImageProcessorAway({ ...AWAY_DEFAULTS, idleMs: 50 });
    await processor.process(await jpeg(300, 400));
    const first = processor.pid!;
    await expect.poll(() => processor.pid, { timeout: 5_000 }).toBeUndefined();
    await processor.process(await jpeg(300, 400));
    expect(processor.pid).not.toBe(first);
  });
});
