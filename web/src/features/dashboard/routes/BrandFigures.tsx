import { useIntl } from 'react-intl';
import { FormAlert } from '../../../components/form/FormAlert';
import { Loading } from '../../../components/Loading';
import { useErrorText } from '../../../lib/errorText';
import { SERIES } from '../api/getDashboard';
import { useDashboard } from '../api/getDashboard';
import { DemandList } from '../components/DemandList';
import { ExportLinks } from '../components/ExportLinks';
import { FigureCards } from '../components/FigureCards';
import { FirstSteps } from '../components/FirstSteps';
import { InfluencerReviews } from '../components/InfluencerReviews';
import { PeriodControls } from '../components/PeriodControls';
import { SeriesChart } from '../components/SeriesChart';
import { TopClothesTable } from '../components/TopClothesTable';
import { useDashboardQuery } from '../useDashboardQuery';
import { Section } from '../../../components/Section';

const DASHBOARD_ERRORS = {
  VALIDATION_FAILED: 'dashboard.error.period',
  NOT_FOUND: 'dashboard.error.notFound',
  BRAND_NOT_FOUND: 'dashboard.error.notFound',
} as const;

/** Under the subscription card: the brand's figures over the period chosen (null brand: the caller's own). */
export function BrandFigures({ brandId }: { brandId: string | null }) {
  const intl = useIntl();
  const errorText = useErrorText();
  const [query, change] = useDashboardQuery(brandId);
  const dashboard = useDashboard(query);
  const data = dashboard.data;
  const range = data && {
    from: intl.formatDate(data.period.from, { dateStyle: 'medium', timeZone: 'UTC' }),
    to: intl.formatDate(data.period.to, { dateStyle: 'medium', timeZone: 'UTC' }),
  };

  return (
    <section aria-labelledby="figures-title" className="mt-10 space-y-8" aria-busy={dashboard.isFetching}>
      <div className="space-y-4">
        <h2 id="figures-title" className="font-display text-2xl text-ink">
          {intl.formatMessage({ id: 'dashboard.figures.title' })}
        </h2>
        <PeriodControls query={query} onChange={change} />
        {range && <p className="text-sm text-muted">{intl.formatMessage({ id: 'dashboard.range' }, range)}</p>}
      </div>
      {dashboard.isPending ? (
        <Loading />
      ) : dashboard.isError ? (
        <FormAlert>{errorText(dashboard.error, DASHBOARD_ERRORS, 'dashboard.error.load')}</FormAlert>
      ) : (
        <>
          {dashboard.data.firstSteps && (
            <FirstSteps steps={dashboard.data.firstSteps} brandId={dashboard.data.brandId} brandName={dashboard.data.brandName ?? ''} />
          )}
          <FigureCards data={dashboard.data} range={intl.formatMessage({ id: 'dashboard.range' }, range!)} />
          <Section headingId="series-title" title={intl.formatMessage({ id: 'dashboard.series.title' })} level={3}>
            <div className="grid gap-3 lg:grid-cols-2">
              {SERIES.map((name) => (
                <SeriesChart key={name} name={name} series={dashboard.data.series[name]} />
              ))}
            </div>
          </Section>
          <TopClothesTable clothes={dashboard.data.topClothes} sort={query.sort} onSort={(sort) => change({ sort })} />
          <InfluencerReviews reviews={dashboard.data.influencers} />
          <DemandList demand={dashboard.data.demand} />
          <ExportLinks query={query} />
        </>
      )}
    </section>
  );
}
