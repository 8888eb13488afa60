import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { imageContentType, imageName, type ImageExtension, type ImageStore, type StoredImage } from '@vitrina/infra/images/port';
import { LocalVideoStore } from './local-video-store';

export interface LocalImageStoreOptions {
  /** The folder, normally `${DATA_DIR}/images`. */
  dir: string;
  /** Where the image router is mounted (default `/images`). */
  publicPath?: string;
}

/**
 * Images as files in a folder, spread over 256 subfolders by the first two hex digits of their name so no folder
 * grows huge. A file appears whole or not at all (written under a temporary name, then renamed).
 */
export class LocalImageStore implements ImageStore {
  private readonly publicPath: string;

  constructor(private readonly options: LocalImageStoreOptions) {
    this.publicPath = (options.publicPath ?? '/images').replace(/\/+$/, '');
  }

  async put(bytes: Buffer, extension: ImageExtension): Promise<string> {
    const name = imageName(bytes, extension);
    const file = this.fileOf(name);
    if (await exists(file)) return name;
    await mkdir(path.dirname(file), { recursive: true });
    const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await writeFile(temp, bytes, { flag: 'wx' });
      await rename(temp, file);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
    return name;
  }

  async get(name: string): Promise<StoredImage | undefined> {
    const contentType = imageContentType(name);
    if (!contentType) return undefined;
    try {
      return { bytes: await readFile(this.fileOf(name)), contentType };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  url(name: string): string {
    if (!imageContentType(name)) throw new Error(`not an image name: ${name}`);
    return `${this.publicPath}/${name}`;
  }

  /** The videos kept beside these images: the same folder, served under the same path. */
  videos(): LocalVideoStore {
    return new LocalVideoStore({ dir: this.options.dir, publicPath: this.publicPath });
  }

  /** Only ever called with a name that matched IMAGE_NAME, so it cannot leave the folder. */
  private fileOf(name: string): string {
    return path.join(this.options.dir, name.slice(0, 2), name);
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}
