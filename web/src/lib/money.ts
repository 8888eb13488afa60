import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { formatMoney } from '@vitrina/domain/core/money';

export type FormatMoney = (amount: number, currency: string) => string;

/**
 * Plan prices and payments in the reader's language and the plan's currency, by the one rule the emails share
 * (domain/core/money.ts): "$29" and "$15.50" in English, "US$ 29" in Spanish, "$ 29.900" for pesos.
 */
export function useMoney(): FormatMoney {
  const { locale } = useIntl();
  return useCallback((amount, currency) => formatMoney(amount, currency, locale), [locale]);
}
