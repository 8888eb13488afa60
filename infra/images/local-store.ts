import { createHash } from 'node:crypto';
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { imageContentType, imageName, type BulkImageStore, type ImageExtension, type LaterImages, type StoredImage } from '@vitrina/infra/images/port';
import { LocalContentStore, isFile, writeWhole, type ContentKind, type LocalContentStoreOptions } from './content-store';
import { ImageRejectedError } from './errors';
import { sniffImageFormat } from './sniff';
import { CLOTH_IMAGE, DEFAULT_IMAGE_LIMITS, type ImageLimits, type ImageShape } from './process';
import { sharedImageProcessor, type ImageProcessorAway } from './process-away';
import { videoContentType, videoName, type VideoExtension, type VideoStore } from './video';

const IMAGES: ContentKind<ImageExtension> = { label: 'an image', name: imageName, contentType: imageContentType };
const VIDEOS: ContentKind<VideoExtension> = { label: 'a video', name: videoName, contentType: videoContentType };

/** What a name made later is made from: its source's hash, the shape, and every name it gives. */
interface Recipe extends LaterImages {
  source: string;
  limits: ImageLimits;
  shape: ImageShape;
}

export interface LocalImageStoreOptions extends LocalContentStoreOptions {
  /** Where images named by putLater are made (default: the process's low-priority image child). */
  processor?: Pick<ImageProcessorAway, 'process' | 'inspect'>;
  /**
   * How long a view waits for a waiting image to be made before it is shown its source instead (default 1,500 ms):
   * while an import's images are made, the image process can be busy for minutes, and a page must not show a broken
   * image meanwhile.
   */
  provisionalAfterMs?: number;
}

const PROVISIONAL_AFTER_MS = 1_500;

/** Sources being made into images now, by file: a name asked for twice at once is made once. */
const making = new Map<string, Promise<void>>();
/** Folders whose waiting images are being made by a sweep of this process. */
const sweeping = new Set<string>();

/**
 * Images as files in a folder (see LocalContentStore), given back with their content type.
 *
 * Bulk work (an import of thousands of products) stores an image's source and its names now, and makes the images
 * later (putLater): an image waiting is `has` already, and made at its first `get` or by `makeWaiting`, whichever
 * comes first. Its names are made from its source's hash and its shape, so they never change meaning either.
 */
export class LocalImageStore extends LocalContentStore<ImageExtension> implements BulkImageStore {
  private readonly waitingDir: string;

  constructor(private readonly imageOptions: LocalImageStoreOptions) {
    super(imageOptions, IMAGES);
    this.waitingDir = path.join(imageOptions.dir, 'waiting');
  }

  async get(name: string): Promise<StoredImage | undefined> {
    const contentType = imageContentType(name);
    if (!contentType) return undefined;
    const bytes = await this.read(name);
    if (bytes) return { bytes, contentType };
    const recipe = await readRecipe(this.recipeFile(name));
    if (!recipe) return undefined;
    // Made within the wait: the image itself. Not yet (or the image process failed and the recipe stays for the next
    // ask): the source it is being made from, which putLater checked, as it is.
    const made = await Promise.race([this.makeFromRecipe(name), delay(this.imageOptions.provisionalAfterMs ?? PROVISIONAL_AFTER_MS)]);
    if (made === true) {
      const image = await this.read(name);
      if (image) return { bytes: image, contentType };
    }
    return this.provisional(recipe);
  }

  /** A waiting image's source with its own type, or nothing when it is gone (refused and forgotten meanwhile). */
  private async provisional(recipe: Recipe): Promise<StoredImage | undefined> {
    const source = await readFile(this.sourceFile(recipe.source)).catch(() => undefined);
    const format = source ? sniffImageFormat(source) : undefined;
    return source && format ? { bytes: source, contentType: `image/${format}`, provisional: true } : undefined;
  }

  /** Whether the image is stored, or waiting to be made from a source kept for it. */
  override async has(name: string): Promise<boolean> {
    return (await super.has(name)) || (imageContentType(name) !== undefined && (await isFile(this.recipeFile(name))));
  }

  /**
   * Checks a source by its bytes and header (not decoding it: milliseconds), keeps it, and returns the names of the
   * main image, its middle size (when the shape has one) and the thumbnail that will be made from it (processImage) at their first `get` or by `makeWaiting`.
   * Refuses as processImage would (ImageRejectedError) what its header already shows to be refused.
   */
  async putLater(source: Buffer, limits: ImageLimits = DEFAULT_IMAGE_LIMITS, shape: ImageShape = CLOTH_IMAGE): Promise<LaterImages> {
    await this.processor().inspect(source, limits);
    const hash = createHash('sha256').update(source).digest('hex');
    const names = laterNames(hash, shape);
    const recipe: Recipe = { source: hash, ...names, limits, shape };
    const all = namesOf(names);
    if ((await Promise.all(all.map((name) => super.has(name)))).every(Boolean)) return names;
    await writeWhole(this.sourceFile(hash), source);
    const json = Buffer.from(JSON.stringify(recipe));
    await Promise.all(all.map((name) => writeWhole(this.recipeFile(name), json)));
    return names;
  }

  /**
   * Makes every image still waiting, one source at a time (an import's images after its run; the worker at start,
   * for those a stopped process left). A sweep already under way in this process is not started twice. Returns how
   * many sources it made.
   */
  async makeWaiting(): Promise<number> {
    if (sweeping.has(this.waitingDir)) return 0;
    sweeping.add(this.waitingDir);
    let made = 0;
    try {
      for (;;) {
        const recipes = (await readdir(this.waitingDir).catch(() => [] as string[])).filter((file) => file.endsWith('.json'));
        let progressed = false;
        for (const file of recipes) {
          if (await this.makeFromRecipe(file.slice(0, -'.json'.length))) {
            made += 1;
            progressed = true;
          }
        }
        if (!progressed) return made;
      }
    } finally {
      sweeping.delete(this.waitingDir);
    }
  }

  /** The videos kept beside these images: the same folder, served under the same path. */
  videos(): LocalVideoStore {
    return new LocalVideoStore(this.options);
  }

  /** Makes the images of the recipe naming `name`, if there is one; false when there is none or it was refused. */
  private async makeFromRecipe(name: string): Promise<boolean> {
    const recipe = await readRecipe(this.recipeFile(name));
    if (!recipe) return false;
    const key = this.sourceFile(recipe.source);
    let made = making.get(key);
    if (!made) {
      made = this.make(recipe).finally(() => making.delete(key));
      making.set(key, made);
    }
    try {
      await made;
      return true;
    } catch {
      // Refused (the recipe is gone), or too slow, or its process ended (the recipe stays: the next ask tries again).
      return false;
    }
  }

  private async make(recipe: Recipe): Promise<void> {
    const source = await readFile(this.sourceFile(recipe.source)).catch(() => undefined);
    try {
      if (!source) throw new ImageRejectedError('IMAGE_UNSUPPORTED', 'its source is gone');
      const processed = await this.processor().process(source, recipe.limits, recipe.shape);
      await Promise.all([
        this.putAs(recipe.name, processed.main),
        recipe.middle && processed.middle ? this.putAs(recipe.middle, processed.middle) : undefined,
        this.putAs(recipe.thumb, processed.thumb),
      ]);
    } catch (error) {
      // Refused once its pixels were read (a broken file past a good header): it will never be made.
      if (!(error instanceof ImageRejectedError)) throw error;
      await this.forget(recipe);
      throw error;
    }
    await this.forget(recipe);
  }

  private async forget(recipe: Recipe): Promise<void> {
    await Promise.all(namesOf(recipe).map((name) => rm(this.recipeFile(name), { force: true })));
    await rm(this.sourceFile(recipe.source), { force: true });
  }

  private processor(): Pick<ImageProcessorAway, 'process' | 'inspect'> {
    return this.imageOptions.processor ?? sharedImageProcessor();
  }

  private recipeFile(name: string): string {
    return path.join(this.waitingDir, `${name}.json`);
  }

  private sourceFile(hash: string): string {
    return path.join(this.waitingDir, `${hash}.source`);
  }
}

/** The names of the images a source makes in a shape: from the source's hash and the shape, never from their bytes. */
export function laterNames(sourceHash: string, shape: ImageShape): LaterImages {
  const name = (variant: string) =>
    `${createHash('sha256')
      .update(`vitrina-later-image:1:${variant}:${JSON.stringify(shape)}:${sourceHash}`)
      .digest('hex')
      .slice(0, 32)}.webp`;
  return { name: name('main'), ...(shape.middle ? { middle: name('middle') } : {}), thumb: name('thumb') };
}

/** Every name of one source's images (a recipe written before middle sizes has two). */
const namesOf = (images: LaterImages): string[] => [images.name, ...(images.middle ? [images.middle] : []), images.thumb];

const delay = (ms: number) => new Promise<'waited'>((resolve) => setTimeout(resolve, ms, 'waited').unref());

async function readRecipe(file: string): Promise<Recipe | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as Recipe;
  } catch {
    return undefined;
  }
}

/** Magazine videos as files beside the images; the router streams them from `file(name)` with Range support. */
export class LocalVideoStore extends LocalContentStore<VideoExtension> implements VideoStore {
  constructor(options: LocalContentStoreOptions) {
    super(options, VIDEOS);
  }
}
