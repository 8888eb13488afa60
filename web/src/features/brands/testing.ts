import type { AdminUser } from '@vitrina/contract/admin';
import type { AdminBrand } from './api/listAdminBrands';

/** Brands as the admin api lists them, with the subscription column. */
export const LUNA: AdminBrand = {
  id: '5b7c4a8e-1111-4c3b-9d2e-000000000001',
  name: 'Luna SRL',
  brand: 'Casa Luna',
  description: 'Lino y algodón.',
  location: 'Rosario',
  logo: null,
  prestige: 10,
  clothes: 8,
  sizeCharts: [],
  createdAt: '2026-01-10T12:00:00.000Z',
  owner: { id: 'u3', username: 'casa-luna', email: 'hola@casaluna.com' },
  subscription: { tier: 'PRO', billingCycle: 'MONTHLY', status: 'ACTIVE', expiresAt: '2026-12-12T12:00:00.000Z', provider: 'test' },
};

export const SOL: AdminBrand = {
  ...LUNA,
  id: '5b7c4a8e-1111-4c3b-9d2e-000000000002',
  name: 'Sol SA',
  brand: 'Sol de Mayo',
  location: '',
  prestige: 0,
  clothes: 0,
  owner: null,
  subscription: { tier: 'BASIC', billingCycle: 'MONTHLY', status: 'LAPSED', expiresAt: '2026-10-01T12:00:00.000Z', provider: 'test' },
};

export const MAR: AdminBrand = {
  ...LUNA,
  id: '5b7c4a8e-1111-4c3b-9d2e-000000000003',
  name: 'Mar SRL',
  brand: 'Mar Azul',
  owner: { id: 'u4', username: 'mar', email: 'mar@example.com' },
  subscription: { tier: 'ULTIMATE', billingCycle: 'YEARLY', status: 'ACTIVE', expiresAt: null, provider: 'grant' },
};

export const page = (items: AdminBrand[], total = items.length) => ({ items, total, page: 1, pageSize: 20 });

/** A brand account as GET /admin/users lists it: `owner` the id of the brand it owns. */
export const brandAccount = (id: string, username: string, email: string, owner: string | null, erased = false): AdminUser => ({
  id,
  username,
  email,
  type: 'BRAND',
  active: true,
  joined: '2026-01-05T12:00:00.000Z',
  firstName: null,
  lastName: null,
  dateOfBirth: null,
  owner,
  prestige: null,
  subscription: null,
  emailVerified: true,
  erased,
});
