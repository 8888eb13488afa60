import type { MessageId } from '../../i18n/messages';

export interface AdminSubTab {
  path: string;
  labelId: MessageId;
  introId: MessageId;
}

export interface AdminTab {
  path: string;
  labelId: MessageId;
  introId: MessageId;
  /** Shown to ADMIN only; brand users manage their own brand, not the site. */
  adminOnly: boolean;
  subTabs?: readonly AdminSubTab[];
}

export const ADMIN_TABS: readonly AdminTab[] = [
  { path: 'dashboard', labelId: 'admin.tab.dashboard', introId: 'admin.dashboard.intro', adminOnly: false },
  { path: 'magazine', labelId: 'admin.tab.magazine', introId: 'admin.magazine.intro', adminOnly: false },
  { path: 'clothes', labelId: 'admin.tab.clothes', introId: 'admin.clothes.intro', adminOnly: false },
  {
    path: 'categories',
    labelId: 'admin.tab.categories',
    introId: 'admin.categories.intro',
    adminOnly: true,
    subTabs: [
      { path: 'types', labelId: 'admin.categories.types', introId: 'admin.categories.types.intro' },
      { path: 'categories', labelId: 'admin.categories.categories', introId: 'admin.categories.categories.intro' },
      { path: 'events', labelId: 'admin.categories.events', introId: 'admin.categories.events.intro' },
      { path: 'colors', labelId: 'admin.categories.colors', introId: 'admin.categories.colors.intro' },
      { path: 'styles', labelId: 'admin.categories.styles', introId: 'admin.categories.styles.intro' },
      { path: 'materials', labelId: 'admin.categories.materials', introId: 'admin.categories.materials.intro' },
      { path: 'synonyms', labelId: 'admin.categories.synonyms', introId: 'admin.categories.synonyms.intro' },
    ],
  },
  { path: 'brands', labelId: 'admin.tab.brands', introId: 'admin.brands.intro', adminOnly: false },
  { path: 'news', labelId: 'admin.tab.news', introId: 'admin.news.intro', adminOnly: true },
  {
    path: 'users',
    labelId: 'admin.tab.users',
    introId: 'admin.users.intro',
    adminOnly: true,
    subTabs: [
      { path: 'users', labelId: 'admin.users.users', introId: 'admin.users.users.intro' },
      { path: 'brands', labelId: 'admin.users.brands', introId: 'admin.users.brands.intro' },
    ],
  },
  { path: 'importer', labelId: 'admin.tab.importer', introId: 'admin.importer.intro', adminOnly: false },
  { path: 'jobs', labelId: 'admin.tab.jobs', introId: 'admin.jobs.intro', adminOnly: true },
];
