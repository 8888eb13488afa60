import { describe, expect, it } from 'vitest';
import { EMPTY_REGISTRATION, STEPS, birthYearChoices, formatDateOfBirth, toRegistration, validateStep } from './registerForm';
import type { RegisterValues } from './registerForm';

const NOW = new Date(2025, 5, 15);
const defined = (errors: object) => Object.fromEntries(Object.entries(errors).filter(([, value]) => value));

const person: RegisterValues = {
  ...EMPTY_REGISTRATION,
  username: ' ana ',
  email: ' ana@example.com ',
  password: 'secret1',
  firstName: 'Ana',
  lastName: 'Pérez',
  birthDay: '3',
  birthMonth: '7',
  birthYear: '1990',
  acceptedTerms: true,
  acceptedPrivacy: true,
};

describe('register wizard rules', () => {
  it('has 3 steps for a person and 4 for a brand', () => {
    expect(STEPS.USER).toEqual(['account', 'terms', 'privacy']);
    expect(STEPS.BRAND).toEqual(['account', 'brand', 'subscription', 'terms']);
  });

  it('asks a person for every account field, the names and the whole date of birth', () => {
    expect(defined(validateStep('account', 'USER', EMPTY_REGISTRATION, NOW))).toEqual({
      username: 'validation.usernameRequired',
      email: 'validation.emailRequired',
      password: 'validation.passwordRequired',
      firstName: 'validation.firstNameRequired',
      lastName: 'validation.lastNameRequired',
      dateOfBirth: 'validation.dateOfBirthRequired',
    });
    expect(defined(validateStep('account', 'USER', { ...person, birthMonth: '' }, NOW))).toEqual({
      dateOfBirth: 'validation.dateOfBirthRequired',
    });
    expect(defined(validateStep('account', 'USER', person, NOW))).toEqual({});
  });

  it('holds usernames to the server rule: 3 to 30 letters, digits, dots, dashes or underscores', () => {
    const username = (value: string) => validateStep('account', 'BRAND', { ...person, username: value }, NOW).username;
    expect(username('ab')).toBe('validation.usernameFormat');
    expect(username('ana luna')).toBe('validation.usernameFormat');
    expect(username('_ana')).toBe('validation.usernameFormat');
    expect(username('a'.repeat(31))).toBe('validation.usernameFormat');
    expect(username('casa-luna.2025')).toBeUndefined();
    expect(username('maría_josé')).toBeUndefined();
  });

  it('refuses a bad email, a short password, a date that does not exist or has not come yet', () => {
    const errors = validateStep(
      'account',
      'USER',
      { ...person, email: 'ana@example', password: '12345', birthDay: '30', birthMonth: '2', birthYear: '2000' },
      NOW,
    );
    expect(defined(errors)).toEqual({
      email: 'validation.emailInvalid',
      password: 'validation.passwordTooShort',
      dateOfBirth: 'validation.dateOfBirthInvalid',
    });
    const tomorrow = { ...person, birthDay: '16', birthMonth: '6', birthYear: '2025' };
    expect(defined(validateStep('account', 'USER', tomorrow, NOW))).toEqual({ dateOfBirth: 'validation.dateOfBirthInvalid' });
    expect(defined(validateStep('account', 'USER', { ...tomorrow, birthDay: '15' }, NOW))).toEqual({});
  });

  it('asks a brand only for the account on step 0, then legal and brand names, then a plan', () => {
    expect(defined(validateStep('account', 'BRAND', EMPTY_REGISTRATION, NOW))).toEqual({
      username: 'validation.usernameRequired',
      email: 'validation.emailRequired',
      password: 'validation.passwordRequired',
    });
    expect(defined(validateStep('brand', 'BRAND', { ...EMPTY_REGISTRATION, legalName: '  ' }, NOW))).toEqual({
      legalName: 'validation.legalNameRequired',
      brandName: 'validation.brandNameRequired',
    });
    expect(defined(validateStep('subscription', 'BRAND', EMPTY_REGISTRATION, NOW))).toEqual({
      tier: 'register.subscription.required',
    });
    expect(defined(validateStep('subscription', 'BRAND', { ...EMPTY_REGISTRATION, tier: 'PRO' }, NOW))).toEqual({});
  });

  it('needs the terms, and for a person the privacy policy, accepted', () => {
    expect(defined(validateStep('terms', 'BRAND', EMPTY_REGISTRATION, NOW))).toEqual({
      acceptedTerms: 'register.terms.required',
    });
    expect(defined(validateStep('privacy', 'USER', EMPTY_REGISTRATION, NOW))).toEqual({
      acceptedPrivacy: 'register.privacy.required',
    });
  });

  it('offers the last 100 years of birth, newest first', () => {
    const years = birthYearChoices(NOW);
    expect(years).toHaveLength(100);
    expect(years[0]).toBe(2025);
    expect(years.at(-1)).toBe(1926);
    expect(years).toEqual([...years].sort((a, b) => b - a));
  });

  it('writes the date of birth as YYYY-MM-DD with zero padding', () => {
    expect(formatDateOfBirth(1990, 7, 3)).toBe('1990-07-03');
    expect(formatDateOfBirth(2001, 12, 25)).toBe('2001-12-25');
  });

  it('sends a person only the person fields, trimmed', () => {
    expect(toRegistration('USER', { ...person, legalName: 'left over', tier: 'PRO' }, 'fr')).toEqual({
      type: 'USER',
      username: 'ana',
      email: 'ana@example.com',
      password: 'secret1',
      language: 'fr',
      acceptedTerms: true,
      acceptedPrivacy: true,
      firstName: 'Ana',
      lastName: 'Pérez',
      dateOfBirth: '1990-07-03',
    });
  });

  it('sends a brand its brand and subscription, leaving out empty optional fields', () => {
    const brand = { ...person, legalName: 'Luna SRL', brandName: 'Casa Luna', tier: 'ULTIMATE' as const, billingCycle: 'YEARLY' as const };
    expect(toRegistration('BRAND', brand, 'es')).toEqual({
      type: 'BRAND',
      username: 'ana',
      email: 'ana@example.com',
      password: 'secret1',
      language: 'es',
      acceptedTerms: true,
      brand: { name: 'Luna SRL', brand: 'Casa Luna' },
      subscription: { tier: 'ULTIMATE', billingCycle: 'YEARLY' },
    });
    expect(toRegistration('BRAND', { ...brand, description: ' Linen ', location: 'Rosario' }, 'es')).toMatchObject({
      brand: { name: 'Luna SRL', brand: 'Casa Luna', description: 'Linen', location: 'Rosario' },
    });
  });
});
