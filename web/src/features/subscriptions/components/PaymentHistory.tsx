import { useIntl } from 'react-intl';
import { AdminTable } from '../../../components/admin/AdminTable';
import { useMoney } from '../../../lib/money';
import type { Payment } from '../api/getSubscription';
import { Section } from '../../../components/Section';

/** The brand's payments, newest first; on a phone each payment is a card of labelled values. */
export function PaymentHistory({ payments }: { payments: Payment[] }) {
  const intl = useIntl();
  const money = useMoney();
  const title = intl.formatMessage({ id: 'subscription.payments.title' });
  const label = {
    date: intl.formatMessage({ id: 'subscription.payments.date' }),
    kind: intl.formatMessage({ id: 'subscription.payments.kind' }),
    plan: intl.formatMessage({ id: 'subscription.fact.plan' }),
    amount: intl.formatMessage({ id: 'subscription.fact.amount' }),
    reference: intl.formatMessage({ id: 'subscription.payments.reference' }),
  };
  return (
    <Section headingId="payments-title" title={title} level={3}>
      {payments.length === 0 ? (
        <p className="text-sm text-muted">{intl.formatMessage({ id: 'subscription.payments.empty' })}</p>
      ) : (
        <AdminTable caption={title} stacked minWidth="sm:min-w-[36rem]" columns={[label.date, label.kind, label.plan, label.amount, label.reference]}>
          {payments.map((payment) => (
            <tr key={payment.paymentId}>
              <th scope="row" data-label={label.date} className="whitespace-nowrap font-normal">
                {intl.formatDate(payment.paidAt, { dateStyle: 'medium' })}
              </th>
              <td data-label={label.kind}>{intl.formatMessage({ id: `subscription.payments.kind.${payment.kind}` })}</td>
              <td data-label={label.plan} className="whitespace-nowrap">
                {`${intl.formatMessage({ id: `tier.${payment.tier}` })} · ${intl.formatMessage({ id: `billing.${payment.billingCycle}` })}`}
              </td>
              <td data-label={label.amount} className="whitespace-nowrap">
                {money(payment.amount, payment.currency)}
              </td>
              <td data-label={label.reference} className="break-all font-mono text-xs text-muted">
                {payment.paymentId}
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </Section>
  );
}
