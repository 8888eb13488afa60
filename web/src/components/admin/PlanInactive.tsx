import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { MessageId } from '../../i18n/messages';
import { ApiError } from '../../lib/api';
import { FormAlert } from '../form/FormAlert';

/** Whether the server refused because the brand's plan is not in good standing (402 SUBSCRIPTION_INACTIVE). */
export const isPlanInactive = (error: unknown) => error instanceof ApiError && error.code === 'SUBSCRIPTION_INACTIVE';

/** The way to pay or change plan: the subscription card on the brand's dashboard. */
export function ToSubscription({ label }: { label?: string } = {}) {
  const intl = useIntl();
  return (
    <Link to="/admin/dashboard" className="font-semibold underline underline-offset-4">
      {label ?? intl.formatMessage({ id: 'admin.planInactive.toSubscription' })}
    </Link>
  );
}

/** What a brand whose plan is not in good standing cannot do here, and the way to its subscription. */
export function PlanInactiveAlert({ messageId, link = true }: { messageId: MessageId; link?: boolean }) {
  const intl = useIntl();
  return (
    <FormAlert>
      {intl.formatMessage({ id: messageId })}
      {link && (
        <>
          {' '}
          <ToSubscription />
        </>
      )}
    </FormAlert>
  );
}
