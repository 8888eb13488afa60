import { useIntl } from 'react-intl';
import { Outlet } from 'react-router-dom';
import { Footer } from '../shell/Footer';
import { Header } from '../shell/Header';

/** The magazine reads like one: a masthead under a solid header, no banner. */
export function MagazineLayout() {
  const intl = useIntl();
  return (
    <div className="flex min-h-dvh flex-col">
      <Header overBanner={false} />
      <section className="border-b border-line" aria-labelledby="magazine-masthead">
        <div className="mx-auto flex max-w-7xl items-baseline justify-between px-6 py-6">
          <p id="magazine-masthead" className="font-display text-2xl italic text-ink">
            {intl.formatMessage({ id: 'magazine.masthead' })}
          </p>
          <p className="kicker hidden sm:block">{intl.formatMessage({ id: 'magazine.edition' })}</p>
        </div>
      </section>
      {/* At least a screen tall: the footer never shows in the first screen only to be pushed down as the page fills. */}
      <main id="main" tabIndex={-1} className="min-h-svh flex-1 focus:outline-none">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
