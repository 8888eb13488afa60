import { useMutation } from '@tanstack/react-query';
import { StoredVideo } from '@vitrina/contract/magazine';
import { api } from '../../../lib/api';

export const VIDEO_TYPES = ['video/mp4', 'video/webm'] as const;

/** POST /videos: the file's own bytes with its video/mp4 or video/webm type; the server checks the container. */
export async function uploadVideo(file: File): Promise<StoredVideo> {
  return StoredVideo.parse(await api.post('videos', file));
}

export function useUploadVideo() {
  return useMutation({ mutationFn: uploadVideo });
}
