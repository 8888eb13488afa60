import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { VIDEO_NAME, videoName, type VideoExtension, type VideoStore } from './video';

export interface LocalVideoStoreOptions {
  /** The images folder, normally `${DATA_DIR}/images`: videos live beside the images. */
  dir: string;
  /** Where the image router is mounted (default `/images`). */
  publicPath?: string;
}

/**
 * Videos as files beside the images, spread over the same 256 subfolders by the first two hex digits of their
 * name. A file appears whole or not at all (written under a temporary name, then renamed).
 */
export class LocalVideoStore implements VideoStore {
  private readonly publicPath: string;

  constructor(private readonly options: LocalVideoStoreOptions) {
    this.publicPath = (options.publicPath ?? '/images').replace(/\/+$/, '');
  }

  async put(bytes: Buffer, extension: VideoExtension): Promise<string> {
    const name = videoName(bytes, extension);
    const file = this.fileOf(name);
    if (await isFile(file)) return name;
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

  async has(name: string): Promise<boolean> {
    return (await this.file(name)) !== undefined;
  }

  async file(name: string): Promise<string | undefined> {
    if (!VIDEO_NAME.test(name)) return undefined;
    const file = this.fileOf(name);
    return (await isFile(file)) ? path.resolve(file) : undefined;
  }

  url(name: string): string {
    if (!VIDEO_NAME.test(name)) throw new Error(`not a video name: ${name}`);
    return `${this.publicPath}/${name}`;
  }

  /** Only ever called with a name that matched VIDEO_NAME, so it cannot leave the folder. */
  private fileOf(name: string): string {
    return path.join(this.options.dir, name.slice(0, 2), name);
  }
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}
