import type { Dashboard, Series } from './api/getDashboard';

const series = (values: number[], previousTotal: number, changePercent: number | null): Series => ({
  points: values.map((value, index) => ({ day: `2026-11-0${index + 1}`, value })),
  total: values.reduce((sum, value) => sum + value, 0),
  previousTotal,
  previousPoints: values.map((_value, index) => (index === 0 ? previousTotal : 0)),
  changePercent,
});

/** A brand's dashboard as GET /api/dashboard answers it, over three days to keep tests short. */
export function dashboardAnswer(overrides: Partial<Dashboard> = {}): Dashboard {
  return {
    brandId: 'b-casa-luna',
    brandName: 'Casa Luna',
    asOf: null,
    period: { from: '2026-11-01', to: '2026-11-03', previous: { from: '2026-10-29', to: '2026-10-31' } },
    figures: { favourites: 1234, brandClicks: 56, clothes: 8, followers: 321, searchers: 47 },
    firstSteps: { cloth: true, importer: true, story: true, shared: true },
    series: {
      views: series([1200, 300, 500], 1780, 12.4),
      clickOuts: series([10, 20, 30], 80, -25),
      favourites: series([2, -1, 3], 0, null),
      brandClicks: series([1, 0, 4], 5, 0),
      recommendations: series([0, 1, 0], 1, 0),
      followers: series([3, 0, 2], 4, 25),
    },
    topClothes: [
      { clothId: 'c1', name: 'Silk dress', image: null, views: 1500, favourites: 12, clickOuts: 45, clickOutRate: 0.03 },
      { clothId: 'c2', name: 'Linen shirt', image: null, views: 500, favourites: 3, clickOuts: 15, clickOutRate: 0.125 },
    ],
    influencers: [
      {
        influencer: { username: 'sol', name: 'Sol Rivas' },
        clothId: 'c1',
        clothName: 'Silk dress',
        review: 'Falls beautifully.',
        recommendedAt: '2026-11-02T10:00:00.000Z',
      },
    ],
    demand: [{ text: 'linen trousers', category: 'trousers', searches: 42, empty: 7, few: 30, averageResults: 1.5, fewThreshold: 3 }],
    ...overrides,
  };
}
