import { useIntl } from 'react-intl';
import { TEST_CARDS } from '../api/payTestCheckout';
import type { TestCard } from '../api/payTestCheckout';

/** The numbers are Stripe's test cards, so the page reads like any checkout a brand may meet. */
const CARD_NUMBERS: Record<TestCard, string> = {
  ok: '4242 4242 4242 4242',
  fails_renewal: '4000 0000 0000 0341',
  declined: '4000 0000 0000 0002',
  insufficient_funds: '4000 0000 0000 9995',
};

/** The test provider's cards as radio options: one pays, one pays now and fails renewals, two are declined (each its reason). */
export function TestCardOptions({ value, onChange }: { value: TestCard; onChange: (card: TestCard) => void }) {
  const intl = useIntl();
  return (
    <fieldset>
      <legend className="field-label">{intl.formatMessage({ id: 'checkout.card' })}</legend>
      <div className="mt-2 space-y-2">
        {TEST_CARDS.map((option) => (
          <label key={option} className="tier-card flex min-h-11 items-center gap-3 py-3" data-selected={value === option}>
            <input type="radio" name="card" value={option} checked={value === option} onChange={() => onChange(option)} className="field-check mt-0" />
            <span className="font-mono text-ink">{CARD_NUMBERS[option]}</span>
            <span className="text-sm text-muted">{intl.formatMessage({ id: `checkout.card.${option}` })}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
