import { useIntl } from 'react-intl';
import { SiteFrame } from './SiteFrame';

/** The magazine reads like one: a masthead under a solid header, no banner. */
export function MagazineLayout() {
  const intl = useIntl();
  const masthead = (
    <section className="border-b border-line" aria-labelledby="magazine-masthead">
      <div className="mx-auto flex max-w-7xl items-baseline justify-between px-6 py-6">
        <p id="magazine-masthead" className="font-display text-2xl italic text-ink">
          {intl.formatMessage({ id: 'magazine.masthead' })}
        </p>
        <p className="kicker hidden sm:block">{intl.formatMessage({ id: 'magazine.edition' })}</p>
      </div>
    </section>
  );
  return <SiteFrame overBanner={false} top={masthead} />;
}
