import { useMutation } from '@tanstack/react-query';
import { ImageView } from '@vitrina/contract/catalogue';
import { api } from './api';

/** What an upload answers, with the contract (api/catalogue/images.ts): each size's name and where it is served. */
export const StoredImage = ImageView;
export type StoredImage = ImageView;

/**
 * POST /admin/images: the file's own bytes with its image/* type; the server checks, re-encodes and stores them,
 * cropped to a cloth photo's 5:8, or for a `logo` fitted whole into a square.
 */
export async function uploadImage(file: File, kind: 'cloth' | 'logo' = 'cloth'): Promise<StoredImage> {
  return StoredImage.parse(await api.post(kind === 'logo' ? 'admin/images?kind=logo' : 'admin/images', file));
}

/** POST /admin/images/from-url: the server fetches the image itself (IMAGE_URL_FAILED when it cannot). */
export async function imageFromUrl(url: string): Promise<StoredImage> {
  return StoredImage.parse(await api.post('admin/images/from-url', { url }));
}

export function useUploadImage() {
  return useMutation({ mutationFn: (file: File) => uploadImage(file) });
}

export function useImageFromUrl() {
  return useMutation({ mutationFn: imageFromUrl });
}
