import { useIntl } from 'react-intl';
import { AdminTable } from '../../../components/admin/AdminTable';
import { useMoney } from '../../../lib/money';
import type { Payment } from '../api/getSubscription';

/** The brand's payments, newest first; on a phone the table scrolls inside its frame. */
export function PaymentHistory({ payments }: { payments: Payment[] }) {
  const intl = useIntl();
  const money = useMoney();
  const title = intl.formatMessage({ id: 'subscription.payments.title' });
  return (
    <section aria-labelledby="payments-title" className="space-y-3">
      <h3 id="payments-title" className="font-display text-xl text-ink">
        {title}
      </h3>
      {payments.length === 0 ? (
        <p className="text-sm text-muted">{intl.formatMessage({ id: 'subscription.payments.empty' })}</p>
      ) : (
        <AdminTable
          caption={title}
          minWidth="min-w-[36rem]"
          columns={[
            intl.formatMessage({ id: 'subscription.payments.date' }),
            intl.formatMessage({ id: 'subscription.payments.kind' }),
            intl.formatMessage({ id: 'subscription.fact.plan' }),
            intl.formatMessage({ id: 'subscription.fact.amount' }),
            intl.formatMessage({ id: 'subscription.payments.reference' }),
          ]}
        >
          {payments.map((payment) => (
            <tr key={payment.paymentId}>
              <th scope="row" className="whitespace-nowrap font-normal">
                {intl.formatDate(payment.paidAt, { dateStyle: 'medium' })}
              </th>
              <td>{intl.formatMessage({ id: `subscription.payments.kind.${payment.kind}` })}</td>
              <td className="whitespace-nowrap">
                {`${intl.formatMessage({ id: `tier.${payment.tier}` })} · ${intl.formatMessage({ id: `billing.${payment.billingCycle}` })}`}
              </td>
              <td className="whitespace-nowrap">{money(payment.amount, payment.currency)}</td>
              <td className="break-all font-mono text-xs text-muted">{payment.paymentId}</td>
            </tr>
          ))}
        </AdminTable>
      )}
    </section>
  );
}
