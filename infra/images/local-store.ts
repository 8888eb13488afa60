import { imageContentType, imageName, type ImageExtension, type ImageStore, type StoredImage } from '@vitrina/infra/images/port';
import { LocalContentStore, type ContentKind, type LocalContentStoreOptions } from './content-store';
import { videoContentType, videoName, type VideoExtension, type VideoStore } from './video';

const IMAGES: ContentKind<ImageExtension> = { label: 'an image', name: imageName, contentType: imageContentType };
const VIDEOS: ContentKind<VideoExtension> = { label: 'a video', name: videoName, contentType: videoContentType };

/** Images as files in a folder (see LocalContentStore), given back with their content type. */
export class LocalImageStore extends LocalContentStore<ImageExtension> implements ImageStore {
  constructor(options: LocalContentStoreOptions) {
    super(options, IMAGES);
  }

  async get(name: string): Promise<StoredImage | undefined> {
    const contentType = imageContentType(name);
    const bytes = contentType ? await this.read(name) : undefined;
    return contentType && bytes ? { bytes, contentType } : undefined;
  }

  /** The videos kept beside these images: the same folder, served under the same path. */
  videos(): LocalVideoStore {
    return new LocalVideoStore(this.options);
  }
}

/** Magazine videos as files beside the images; the router streams them from `file(name)` with Range support. */
export class LocalVideoStore extends LocalContentStore<VideoExtension> implements VideoStore {
  constructor(options: LocalContentStoreOptions) {
    super(options, VIDEOS);
  }
}
