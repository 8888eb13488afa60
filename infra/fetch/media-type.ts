/** `text/html; charset=utf-8` → `text/html`; an absent or empty header gives ''. */
export function mediaType(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0]!.trim().toLowerCase();
}

/** An `accept` predicate for guardedFetch: the response's media type must be one of these (exact match). */
export function acceptMediaTypes(types: readonly string[]): (contentType: string) => boolean {
  const allowed = new Set(types.map((type) => type.toLowerCase()));
  return (contentType) => allowed.has(mediaType(contentType));
}

export const IMAGE_MEDIA_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
export const PAGE_MEDIA_TYPES = ['text/html', 'application/xhtml+xml'] as const;
