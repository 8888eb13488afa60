import { useIntl } from 'react-intl';
import type { ImageView } from '@vitrina/contract/catalogue';

interface Props {
  logo: ImageView | null | undefined;
  brandName: string;
  /** Its side in px: the logo is a square with the mark fitted inside. */
  size: number;
  /** The thumbnail (128 px) is enough below that size. */
  full?: boolean;
  className?: string;
}

/** A brand's logo, square and sized up front so nothing moves as it loads; nothing when the brand has none. */
export function BrandLogoImage({ logo, brandName, size, full = size > 128, className = '' }: Props) {
  const intl = useIntl();
  if (!logo) return null;
  return (
    <img
      src={full ? logo.url : logo.thumbUrl}
      alt={intl.formatMessage({ id: 'brand.logoAlt' }, { name: brandName })}
      width={size}
      height={size}
      className={`inline-block shrink-0 object-contain ${className}`}
      style={{ width: size, height: size }}
    />
  );
}
