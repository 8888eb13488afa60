import { Router } from 'express';
import { accountRoutes } from './accounts/routes';
import { adminUserRoutes } from './admin/users';
import { authenticate } from './auth/authenticate';
import { adminBrandRoutes } from './brands/admin';
import { brandRoutes } from './brands/routes';
import { imageRoutes } from './catalogue/images';
import { relatedRoutes } from './catalogue/related';
import { catalogueRoutes } from './catalogue/routes';
import type { ApiContext } from './context';
import { dashboardRoutes } from './dashboard/routes';
import { importerRoutes } from './importer/routes';
import { favouriteRoutes } from './favourites/routes';
import { followingRoutes } from './following/routes';
import { historyRoutes } from './history/routes';
import { magazineRoutes } from './magazine/routes';
import { videoRoutes } from './magazine/videos';
import { newsRoutes } from './news/routes';
import { openApiRoutes } from './openapi/routes';
import { jobRoutes } from './operators/jobs';
import { privacyRoutes } from './privacy/routes';
import { profileRoutes } from './profile/routes';
import { sessionRoutes } from './profile/sessions';
import { searchRoutes } from './search/routes';
import { suggestRoutes } from './search/suggest';
import { resourceRoutes } from './resources/routes';
import { adminSubscriptionRoutes } from './subscriptions/admin';
import { subscriptionRoutes } from './subscriptions/routes';
import { testCheckoutRoutes } from './subscriptions/test-checkout';
import { taxonomyRoutes } from './taxonomy/routes';
import { JOB_QUEUES } from '@vitrina/worker/registry';

/** Every feature slice of the api, behind the session middleware. */
export function featureRouters(context: ApiContext): Router[] {
  const auth = Router();
  auth.use(authenticate(context));
  return [
    auth,
    accountRoutes(context),
    adminUserRoutes(context),
    resourceRoutes(),
    taxonomyRoutes(context),
    catalogueRoutes(context),
    relatedRoutes(context),
    imageRoutes(context),
    brandRoutes(context),
    adminBrandRoutes(context),
    historyRoutes(context),
    profileRoutes(context),
    sessionRoutes(context),
    searchRoutes(context),
    suggestRoutes(context),
    favouriteRoutes(context),
    followingRoutes(context),
    magazineRoutes(context),
    videoRoutes(context),
    newsRoutes(context),
    subscriptionRoutes(context),
    adminSubscriptionRoutes(context),
    testCheckoutRoutes(context),
    dashboardRoutes(context),
    importerRoutes(context),
    jobRoutes(context, JOB_QUEUES),
    privacyRoutes(context),
    openApiRoutes(),
  ];
}
