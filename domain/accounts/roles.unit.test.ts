import { describe, expect, it } from 'vitest';
import { ROLE_TYPES, RoleType, SelfRegistrationType, isAdmin, isBrand, isInfluencer } from './roles';

describe('role predicates', () => {
  const table = [
    // type, isBrand, isInfluencer, isAdmin
    ['USER', false, false, false],
    ['INFLUENCER', false, true, false],
    ['BRAND', true, false, false],
    ['BRANDSMODERATOR', true, false, false],
    ['SITEADMIN', true, false, false],
    ['ADMIN', true, true, true],
  ] as const;

  it('covers every role type', () => {
    expect(table.map(([type]) => type).sort()).toEqual([...ROLE_TYPES].sort());
  });

  it.each(table)('%s: isBrand=%s isInfluencer=%s isAdmin=%s', (type, brand, influencer, admin) => {
    expect(isBrand(type)).toBe(brand);
    expect(isInfluencer(type)).toBe(influencer);
    expect(isAdmin(type)).toBe(admin);
  });

  it('grants nothing to a missing type', () => {
    for (const predicate of [isBrand, isInfluencer, isAdmin]) {
      expect(predicate(null)).toBe(false);
      expect(predicate(undefined)).toBe(false);
    }
  });
});

describe('role schemas', () => {
  it('accepts the known types and refuses anything else', () => {
    expect(RoleType.parse('BRAND')).toBe('BRAND');
    expect(RoleType.safeParse('brand').success).toBe(false);
    expect(RoleType.safeParse('ROOT').success).toBe(false);
  });

  it('offers only USER and BRAND at self-registration', () => {
    expect(SelfRegistrationType.options).toEqual(['USER', 'BRAND']);
    expect(SelfRegistrationType.safeParse('ADMIN').success).toBe(false);
  });
});
