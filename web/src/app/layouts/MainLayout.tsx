import { Outlet, useMatches } from 'react-router-dom';
import { Banner } from '../shell/Banner';
import { Footer } from '../shell/Footer';
import { Header } from '../shell/Header';

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
  return (
    <div className="flex min-h-dvh flex-col">
      <Header overBanner={banner} />
      {banner && <Banner />}
      {/* At least a screen tall: the footer never shows in the first screen only to be pushed down as the page fills. */}
      <main id="main" tabIndex={-1} className="min-h-svh flex-1 focus:outline-none">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
