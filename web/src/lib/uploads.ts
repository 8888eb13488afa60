import { useMutation } from '@tanstack/react-query';
import { ImageView } from '@vitrina/contract/catalogue';
import { api } from './api';

/**
 * POST /admin/images: the file's own bytes with its image/* type; the server checks, re-encodes and stores them,
 * cropped to a cloth photo's 5:8, or for a `logo` fitted whole into a square.
 */
export async function uploadImage(file: File, kind: 'cloth' | 'logo' = 'cloth'): Promise<ImageView> {
  return ImageView.parse(await api.post(kind === 'logo' ? 'admin/images?kind=logo' : 'admin/images', file));
}

/** POST /admin/images/from-url: the server fetches the image itself (IMAGE_URL_FAILED when it cannot). */
export async function imageFromUrl(url: string): Promise<ImageView> {
  return ImageView.parse(await api.post('admin/images/from-url', { url }));
}

export function useUploadImage() {
  return useMutation({ mutationFn: (file: File) => uploadImage(file) });
}

export function useImageFromUrl() {
  return useMutation({ mutationFn: imageFromUrl });
}
