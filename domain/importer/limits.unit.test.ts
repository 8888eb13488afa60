import { describe, expect, it } from 'vitest';
import { limitedReading, MAX_IMPORT_LIMIT, runAllowance } from './limits';
import { withScheme } from './shop-address';

describe('a run’s allowance', () => {
  it('is the plan’s when the settings leave it to the plan: 10, 100, the whole shop up to a run’s most', () => {
    expect(runAllowance('plan', 'BASIC')).toEqual({ limit: 10, by: 'plan' });
    expect(runAllowance('plan', 'PRO')).toEqual({ limit: 100, by: 'plan' });
    expect(runAllowance('plan', 'ULTIMATE')).toEqual({ limit: MAX_IMPORT_LIMIT, by: 'run' });
    // No plan in good standing adds no cloth: its runs refresh what it holds, as the smallest plan reads.
    expect(runAllowance('plan', null)).toEqual({ limit: 10, by: 'plan' });
  });

  it('keeps a number the brand set: below the plan’s it is the settings’ limit, at or above it the plan’s', () => {
    expect(runAllowance(40, 'PRO')).toEqual({ limit: 40, by: 'settings' });
    expect(runAllowance(100, 'PRO')).toEqual({ limit: 100, by: 'plan' });
    expect(runAllowance(100, 'BASIC')).toEqual({ limit: 100, by: 'plan' });
    expect(runAllowance(100, 'ULTIMATE')).toEqual({ limit: 100, by: 'settings' });
  });

  it('says a shop is cut when it holds more than the run imports, counted or only seen', () => {
    const pro = runAllowance('plan', 'PRO');
    expect(limitedReading(pro, { inShop: 423 })).toEqual({ limit: 100, by: 'plan', inShop: 423 });
    expect(limitedReading(pro, { inShop: 100 })).toBeNull();
    expect(limitedReading(pro, { inShop: null, more: true })).toEqual({ limit: 100, by: 'plan', inShop: null });
    expect(limitedReading(pro, { inShop: null })).toBeNull();
  });
});

describe('a shop’s address as typed', () => {
  it('reads a bare domain as https, with its path, port or query', () => {
    expect(withScheme('shop.example')).toBe('https://shop.example');
    expect(withScheme(' www.shop.example/coleccion ')).toBe('https://www.shop.example/coleccion');
    expect(withScheme('tienda.com.ar:8443/?page=2')).toBe('https://tienda.com.ar:8443/?page=2');
    expect(withScheme('//shop.example/x')).toBe('https://shop.example/x');
  });

  it('leaves an address with a scheme, and what is no domain, for the checks to judge', () => {
    expect(withScheme('http://shop.example/')).toBe('http://shop.example/');
    expect(withScheme('HTTPS://Shop.Example')).toBe('HTTPS://Shop.Example');
    for (const text of ['ftp://shop.example', 'javascript:alert(1)', 'localhost:3000', 'user@shop.example', 'user:pass@shop.example', 'mi tienda', ''])
      expect(withScheme(text)).toBe(text.trim());
  });
});
