import { Navigate, useParams } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { isAdmin } from '@vitrina/domain/accounts/roles';
import { useQueryClient } from '@tanstack/react-query';
import { Loading } from '../components/Loading';
import { AdminDictionary } from '../i18n/AdminDictionary';
import { subscriptionKeys } from '../features/subscriptions/api/subscriptionKeys';
import { hasPendingFavourite } from '../features/favourites/components/PendingFavourite';
import { sessionKeys } from '../lib/session/sessionKeys';
import { useSession } from '../lib/session/session';
import { AdminSubTabsLayout, AdminTabPage } from './admin/AdminTabPage';
import { ADMIN_TABS } from './admin/adminTabs';
import type { AdminTab } from './admin/adminTabs';
import { RequireAdmin, RequireAuth, RequireBrand, RequireGuest } from './guards';
import { AdminLayout } from './layouts/AdminLayout';
import { CheckoutLayout } from './layouts/CheckoutLayout';
import { MagazineLayout } from './layouts/MagazineLayout';
import { MainLayout } from './layouts/MainLayout';
import type { RouteHandle } from './layouts/MainLayout';
import { NotFoundPage } from './NotFoundPage';
import { RootLayout } from './RootLayout';
import { RootRedirect } from './RootRedirect';
import { RouteError } from './RouteError';

// Pages load on demand, so the first visit downloads only the shell and the page it opens.
const page = {
  magazine: async () => ({ Component: (await import('../features/magazine/routes/MagazinePage')).MagazinePage }),
  story: async () => ({ Component: (await import('../features/magazine/routes/StoryPage')).StoryPage }),
  search: async () => ({ Component: (await import('../features/search/routes/SearchPage')).SearchPage }),
  login: async () => {
    const [{ LoginPage }, { startCheckout }] = await Promise.all([
      import('../features/auth/routes/LoginPage'),
      import('../features/subscriptions/api/startCheckout'),
    ]);
    return {
      Component: function LoginRoute() {
        // A brand that has just registered goes on to pay for the plan it chose; a person is told of the heart she tapped.
        return <LoginPage startCheckout={startCheckout} heartWaiting={hasPendingFavourite} />;
      },
    };
  },
  relogin: async () => ({ Component: (await import('../features/auth/routes/ReloginPage')).ReloginPage }),
  home: async () => {
    const [{ HomePage }, { NewsCarousel }, { InfluencersWear }, { LatestStories }, { NewForYou }, { RecentlyViewed }] = await Promise.all([
      import('../features/home/routes/HomePage'),
      import('../features/news/components/NewsCarousel'),
      import('../features/favourites/components/InfluencersWear'),
      import('../features/magazine/components/LatestStories'),
      import('../features/feed/components/NewForYou'),
      import('../features/recent/components/RecentlyViewed'),
    ]);
    return {
      Component: function HomeRoute() {
        const { session } = useSession();
        return (
          <HomePage
            preferenceGender={session?.preferenceGender ?? null}
            carousel={<NewsCarousel />}
            // What the brands and influencers they follow, and their saved searches, brought: members only.
            feed={session ? <NewForYou /> : null}
            influencers={<InfluencersWear />}
            stories={<LatestStories />}
            recent={<RecentlyViewed />}
          />
        );
      },
    };
  },
  cloth: async () => {
    const [{ ClothPage }, { RecentlyViewed }] = await Promise.all([
      import('../features/catalogue/routes/ClothPage'),
      import('../features/recent/components/RecentlyViewed'),
    ]);
    return {
      Component: function ClothRoute() {
        const { id = '' } = useParams();
        // Remembered for a guest once the cloth is shown, and left out of its own page's row.
        return <ClothPage foot={<RecentlyViewed key={id} current={id} />} />;
      },
    };
  },
  brand: async () => ({ Component: (await import('../features/brands/routes/BrandPage')).BrandPage }),
  profile: async () => {
    const [{ ProfilePage }, { FavouritesSection }, { FollowingSection }, { SavedSearchesSection }] = await Promise.all([
      import('../features/profile/routes/ProfilePage'),
      import('../features/favourites/components/FavouritesSection'),
      import('../features/follows/components/FollowingSection'),
      import('../features/search/components/SavedSearchesSection'),
    ]);
    return {
      Component: function ProfileRoute() {
        const queryClient = useQueryClient();
        return (
          <ProfilePage
            // The session keeps the preferred gender (home suggestions start from it): read it again after a save.
            onSettingsSaved={() => void queryClient.invalidateQueries({ queryKey: sessionKeys.me() })}
            favourites={<FavouritesSection />}
            following={<FollowingSection />}
            searches={<SavedSearchesSection />}
          />
        );
      },
    };
  },
  verifyEmail: async () => ({ Component: (await import('../features/auth/routes/VerifyEmailPage')).VerifyEmailPage }),
  unsubscribe: async () => ({ Component: (await import('../features/profile/routes/UnsubscribePage')).UnsubscribePage }),
  adminUsers: async () => {
    const { AdminUsersPage } = await import('../features/users/routes/AdminUsersPage');
    return {
      Component: function AdminUsersRoute() {
        return <AdminUsersPage me={useSession().session} />;
      },
    };
  },
  adminClothes: async () => {
    const { AdminClothesPage } = await import('../features/catalogue/routes/AdminClothesPage');
    return {
      Component: function AdminClothesRoute() {
        return <AdminClothesPage admin={isAdmin(useSession().session?.type)} />;
      },
    };
  },
  adminMagazine: async () => {
    const { AdminMagazinePage } = await import('../features/magazine/routes/AdminMagazinePage');
    return {
      Component: function AdminMagazineRoute() {
        return <AdminMagazinePage admin={isAdmin(useSession().session?.type)} />;
      },
    };
  },
  adminDashboard: async () => {
    const [{ AdminDashboardPage }, { BrandFigures }] = await Promise.all([
      import('../features/subscriptions/routes/AdminDashboardPage'),
      import('../features/dashboard/routes/BrandFigures'),
    ]);
    return {
      Component: function AdminDashboardRoute() {
        // The brand's figures follow its subscription card.
        return <AdminDashboardPage admin={isAdmin(useSession().session?.type)} below={(brandId) => <BrandFigures brandId={brandId} />} />;
      },
    };
  },
  adminImporter: async () => {
    const { AdminImporterPage } = await import('../features/importer/routes/AdminImporterPage');
    return {
      Component: function AdminImporterRoute() {
        return <AdminImporterPage admin={isAdmin(useSession().session?.type)} />;
      },
    };
  },
  adminBrands: async () => {
    const { AdminBrandsPage } = await import('../features/brands/routes/AdminBrandsPage');
    return {
      Component: function AdminBrandsRoute() {
        return <AdminBrandsPage admin={isAdmin(useSession().session?.type)} />;
      },
    };
  },
  adminBrandSubscriptions: async () => {
    const { BrandSubscriptionsPage } = await import('../features/brands/routes/BrandSubscriptionsPage');
    return {
      Component: function AdminBrandSubscriptionsRoute() {
        const queryClient = useQueryClient();
        // A granted or ended plan changes what every dashboard shows.
        return <BrandSubscriptionsPage onPlanChanged={() => void queryClient.invalidateQueries({ queryKey: subscriptionKeys.all })} />;
      },
    };
  },
  testCheckout: async () => ({ Component: (await import('../features/subscriptions/routes/TestCheckoutPage')).TestCheckoutPage }),
  testCard: async () => ({ Component: (await import('../features/subscriptions/routes/TestCardPage')).TestCardPage }),
  adminNews: async () => ({ Component: (await import('../features/news/routes/AdminNewsPage')).AdminNewsPage }),
  adminJobs: async () => ({ Component: (await import('../features/operators/routes/AdminJobsPage')).AdminJobsPage }),
  adminSynonyms: async () => ({ Component: (await import('../features/catalogue/routes/AdminSynonymsPage')).AdminSynonymsPage }),
  adminTerms: (kind: 'type' | 'category' | 'event' | 'color' | 'style' | 'material') => async () => {
    const { AdminTermsPage } = await import('../features/catalogue/routes/AdminTermsPage');
    return {
      Component: function AdminTermsRoute() {
        return <AdminTermsPage kind={kind} />;
      },
    };
  },
};

// Admin (sub-)tabs whose tools exist, by path; the others show what they will hold.
const adminPages: Partial<Record<string, RouteObject['lazy']>> = {
  dashboard: page.adminDashboard,
  brands: page.adminBrands,
  'users/users': page.adminUsers,
  'users/brands': page.adminBrandSubscriptions,
  clothes: page.adminClothes,
  magazine: page.adminMagazine,
  news: page.adminNews,
  importer: page.adminImporter,
  jobs: page.adminJobs,
  'categories/types': page.adminTerms('type'),
  'categories/categories': page.adminTerms('category'),
  'categories/events': page.adminTerms('event'),
  'categories/colors': page.adminTerms('color'),
  'categories/styles': page.adminTerms('style'),
  'categories/materials': page.adminTerms('material'),
  'categories/synonyms': page.adminSynonyms,
};

function adminPageRoute(path: string, fullPath: string, labelId: AdminTab['labelId'], introId: AdminTab['introId']) {
  const lazy = adminPages[fullPath];
  return lazy ? { path, lazy } : { path, element: <AdminTabPage labelId={labelId} introId={introId} /> };
}

function adminTabRoute(tab: AdminTab): RouteObject {
  if (!tab.subTabs) return adminPageRoute(tab.path, tab.path, tab.labelId, tab.introId);
  const [first] = tab.subTabs;
  return {
    path: tab.path,
    element: <AdminSubTabsLayout labelId={tab.labelId} subTabs={tab.subTabs} />,
    children: [
      ...(first ? [{ index: true, element: <Navigate to={first.path} replace /> }] : []),
      ...tab.subTabs.map((sub) => adminPageRoute(sub.path, `${tab.path}/${sub.path}`, sub.labelId, sub.introId)),
    ],
  };
}

const searchHandle: RouteHandle = { banner: false };

/** Every route of the spec's table, with its guard; the same table serves the browser and the tests. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <Loading />,
    children: [
      { index: true, element: <RootRedirect /> },
      {
        element: <MagazineLayout />,
        children: [
          { path: 'magazine', lazy: page.magazine },
          { path: 'magazine/:id', lazy: page.story },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <CheckoutLayout />,
            children: [
              { path: 'checkout/test/card/:id', lazy: page.testCard },
              { path: 'checkout/test/:id', lazy: page.testCheckout },
            ],
          },
        ],
      },
      {
        element: <MainLayout />,
        children: [
          { path: 'search', lazy: page.search, handle: searchHandle },
          { path: 'home', lazy: page.home },
          { path: 'cloth/:id', lazy: page.cloth },
          { path: 'relogin', lazy: page.relogin },
          { path: 'verify-email', lazy: page.verifyEmail },
          { path: 'unsubscribe', lazy: page.unsubscribe },
          { element: <RequireGuest />, children: [{ path: 'login', lazy: page.login }] },
          {
            element: <RequireAuth />,
            children: [
              { path: 'brand/:id', lazy: page.brand },
              { path: 'profile', lazy: page.profile },
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        path: 'admin',
        element: <RequireBrand />,
        children: [
          {
            element: (
              <AdminDictionary>
                <AdminLayout />
              </AdminDictionary>
            ),
            children: [
              { index: true, element: <Navigate to="dashboard" replace /> },
              ...ADMIN_TABS.filter((tab) => !tab.adminOnly).map(adminTabRoute),
              { element: <RequireAdmin />, children: ADMIN_TABS.filter((tab) => tab.adminOnly).map(adminTabRoute) },
            ],
          },
        ],
      },
    ],
  },
];
