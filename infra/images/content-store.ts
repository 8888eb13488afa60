import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** What one kind of stored file (images, videos) may be called: the store keeps nothing else. */
export interface ContentKind<E extends string> {
  /** `an image`, `a video`: what a name of this kind is, for error messages. */
  label: string;
  /** The name of these bytes under this extension; throws for an extension of another kind. */
  name(bytes: Buffer, extension: E): string;
  /** The content type of a name of this kind, or undefined for anything else (`..`, other extensions, case). */
  contentType(name: string): string | undefined;
}

export interface LocalContentStoreOptions {
  /** The folder, normally `${DATA_DIR}/images`; images and videos share it. */
  dir: string;
  /** Where the image router is mounted (default `/images`). */
  publicPath?: string;
}

/**
 * Files in a folder under names made from their content, spread over 256 subfolders by the first two hex digits of
 * their name so no folder grows huge. A file appears whole or not at all (written under a temporary name, then
 * renamed), and a name is only turned into a path once its kind has accepted it, so it cannot leave the folder.
 */
export class LocalContentStore<E extends string> {
  readonly publicPath: string;

  constructor(
    readonly options: LocalContentStoreOptions,
    private readonly kind: ContentKind<E>,
  ) {
    this.publicPath = (options.publicPath ?? '/images').replace(/\/+$/, '');
  }

  /** Stores the bytes and returns their name; storing the same bytes again is a no-op. */
  async put(bytes: Buffer, extension: E): Promise<string> {
    const name = this.kind.name(bytes, extension);
    await this.putAs(name, bytes);
    return name;
  }

  /**
   * Stores bytes under a name made elsewhere from what they were made from (an image made later from its source,
   * local-store.ts): still a name of this kind, whose meaning never changes. Storing it again is a no-op.
   */
  protected async putAs(name: string, bytes: Buffer): Promise<void> {
    if (!this.kind.contentType(name)) throw new Error(`not ${this.kind.label} name: ${name}`);
    await writeWhole(this.fileOf(name), bytes);
  }

  /** The bytes of a stored file, or undefined for a name that is unknown or not of this kind. */
  async read(name: string): Promise<Buffer | undefined> {
    if (!this.kind.contentType(name)) return undefined;
    try {
      return await readFile(this.fileOf(name));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  /** Whether a file of this name is stored, without reading it. */
  async has(name: string): Promise<boolean> {
    return (await this.file(name)) !== undefined;
  }

  /** The absolute path of a stored file (to stream it), or undefined for a name that is unknown or not of this kind. */
  async file(name: string): Promise<string | undefined> {
    if (!this.kind.contentType(name)) return undefined;
    const file = this.fileOf(name);
    return (await isFile(file)) ? path.resolve(file) : undefined;
  }

  url(name: string): string {
    if (!this.kind.contentType(name)) throw new Error(`not ${this.kind.label} name: ${name}`);
    return `${this.publicPath}/${name}`;
  }

  private fileOf(name: string): string {
    return path.join(this.options.dir, name.slice(0, 2), name);
  }
}

/** Writes a file whole or not at all (under a temporary name, then renamed); an existing file is kept. */
export async function writeWhole(file: string, bytes: Buffer): Promise<void> {
  if (await isFile(file)) return;
  await mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeFile(temp, bytes, { flag: 'wx' });
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

export async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}
