import { failure, FailureError } from '@vitrina/domain/core/failures';

export type ImageRefusalCode = 'IMAGE_UNSUPPORTED' | 'IMAGE_TOO_LARGE' | 'IMAGE_TOO_MANY_PIXELS';

const MESSAGES: Record<ImageRefusalCode, string> = {
  IMAGE_UNSUPPORTED: 'The file is not a JPEG, PNG, WebP or AVIF image.',
  IMAGE_TOO_LARGE: 'The image file is too large.',
  IMAGE_TOO_MANY_PIXELS: 'The image has too many pixels.',
};

/** An uploaded or fetched file the image pipeline will not take; the api's error mapping answers 400 with the code. */
export class ImageRejectedError extends FailureError {
  constructor(
    readonly code: ImageRefusalCode,
    /** For the log only. */
    readonly detail?: string,
  ) {
    super(failure(code, MESSAGES[code]));
    this.name = 'ImageRejectedError';
  }
}
