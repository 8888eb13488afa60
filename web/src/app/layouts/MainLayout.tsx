import { useMatches } from 'react-router-dom';
import { Banner } from '../shell/Banner';
import { SiteFrame } from './SiteFrame';

/** Route `handle` fields the layouts read. */
export interface RouteHandle {
  /** false on pages that show no banner (search). */
  banner?: boolean;
}

function useShowsBanner(): boolean {
  const matches = useMatches();
  return matches.every((match) => (match.handle as RouteHandle | undefined)?.banner !== false);
}

export function MainLayout() {
  const banner = useShowsBanner();
  return <SiteFrame overBanner={banner} top={banner && <Banner />} />;
}
