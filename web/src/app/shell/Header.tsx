import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { useScrolledPast } from '../../lib/useScrolledPast';
import { VerifyEmailBanner } from '../../features/auth/components/VerifyEmailBanner';
import { TestModeBanner } from '../../features/subscriptions/components/TestModeBanner';
import { AccountNav } from './AccountNav';
import { BrowseButton } from './BrowseButton';
import { SearchBox } from './SearchBox';

export const SOLID_HEADER_AFTER_PX = 400;

interface Props {
  /** Over a banner the header starts transparent and turns solid after scrolling; elsewhere it is solid. */
  overBanner: boolean;
  /** In a tool area (admin) a phone's header is one row: the shop's search waits for a wider screen. */
  searchOnPhone?: boolean;
}

export function Header({ overBanner, searchOnPhone = true }: Props) {
  const intl = useIntl();
  const location = useLocation();
  const scrolled = useScrolledPast(SOLID_HEADER_AFTER_PX);
  const solid = scrolled || !overBanner;

  return (
    <header className="site-header" data-solid={solid} data-over-banner={overBanner}>
      <TestModeBanner />
      <a href="#main" className="skip-link">
        {intl.formatMessage({ id: 'app.skipToContent' })}
      </a>
      {/* Compact on a phone, where every row pushes the page down. */}
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-1 px-4 py-1.5 sm:px-6 md:flex-nowrap md:gap-y-3 md:py-3">
        <div className="flex items-center gap-2 md:gap-4">
          <BrowseButton />
          <Link to="/home" className="wordmark" aria-label={intl.formatMessage({ id: 'nav.logo' })}>
            {intl.formatMessage({ id: 'app.name' })}
          </Link>
        </div>
        <div className={`order-last w-full md:order-none md:block md:w-auto md:flex-1 md:px-6 ${searchOnPhone ? '' : 'hidden'}`}>
          <SearchBox key={location.pathname === '/search' ? location.search : 'search'} />
        </div>
        <div className="ml-auto md:ml-0">
          <AccountNav />
        </div>
      </div>
      <VerifyEmailBanner />
    </header>
  );
}
