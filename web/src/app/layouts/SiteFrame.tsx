import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { Footer } from '../shell/Footer';
import { Header } from '../shell/Header';

interface Props {
  /** The header sits over a banner (see Header). */
  overBanner: boolean;
  /** What the layout shows between the header and the page: the banner, the magazine's masthead. */
  top: ReactNode;
}

/** The shop's frame around a page: the header, the layout's own top, the page, the footer. */
export function SiteFrame({ overBanner, top }: Props) {
  return (
    <div className="flex min-h-dvh flex-col">
      <Header overBanner={overBanner} />
      {top}
      {/* At least a screen tall: the footer never shows in the first screen only to be pushed down as the page fills. */}
      <main id="main" tabIndex={-1} className="min-h-svh flex-1 focus:outline-none">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
