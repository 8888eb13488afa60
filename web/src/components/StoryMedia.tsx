import { useIntl } from 'react-intl';

interface Props {
  entry: { contentType: 'image' | 'video'; media: { url: string; posterUrl: string | null } };
  brandName: string;
  /** Size and shape classes, the same for the picture and the video. */
  className: string;
  /** The picture's intrinsic size, where the layout knows it. */
  width?: number;
  height?: number;
  /** The picture loads when scrolled near (a feed), or at once and first (a story's own page, where it is the largest paint). */
  lazy?: boolean;
}

/**
 * A story's picture or video, as the feed, a brand page and the story's own page show it. The video is muted and
 * never autoplayed: the reader starts it, and sound is theirs to turn on. The picture is decorative beside the text.
 */
export function StoryMedia({ entry, brandName, className, width, height, lazy = true }: Props) {
  const intl = useIntl();
  if (entry.contentType === 'video') {
    return (
      <video
        src={entry.media.url}
        poster={entry.media.posterUrl ?? undefined}
        controls
        playsInline
        muted
        preload="metadata"
        aria-label={intl.formatMessage({ id: 'magazine.entry.video' }, { brand: brandName })}
        className={`bg-ink object-contain ${className}`}
      />
    );
  }
  return (
    <img
      src={entry.media.url}
      alt=""
      loading={lazy ? 'lazy' : undefined}
      fetchPriority={lazy ? undefined : 'high'}
      width={width}
      height={height}
      className={`object-cover ${className}`}
    />
  );
}
