import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { useMoney } from './money';

const plain = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');

function Amounts() {
  const money = useMoney();
  return (
    <ul>
      <li>{money(9, 'USD')}</li>
      <li>{money(15.5, 'USD')}</li>
      <li>{money(29_900, 'ARS')}</li>
    </ul>
  );
}

const amountsIn = (locale: string) => {
  render(
    <IntlProvider locale={locale}>
      <Amounts />
    </IntlProvider>,
  );
  return screen.getAllByRole('listitem').map((item) => plain(item.textContent));
};

describe('useMoney', () => {
  it.each([
    ['en', ['$9', '$15.50', 'ARS 29,900']],
    ['es', ['US$ 9', 'US$ 15,50', '$ 29.900']],
    ['it', ['9 USD', '15,50 USD', '29.900 ARS']],
    ['fr', ['9 $US', '15,50 $US', '29 900 $AR']],
  ])('reads plan amounts in the reader’s language (%s) and the plan’s currency', (locale, expected) => {
    expect(amountsIn(locale)).toEqual(expected);
  });
});
