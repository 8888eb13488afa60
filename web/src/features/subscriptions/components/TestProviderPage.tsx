import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { FormAlert } from '../../../components/form/FormAlert';
import { Loading } from '../../../components/Loading';
import { ApiError } from '../../../lib/api';
import type { MessageId } from '../../../i18n/messages';

interface Props {
  titleId: MessageId;
  introId: MessageId;
  /** The page's record as loaded: pending, failed (404 reads "does not exist"), or there. */
  state: { isPending: boolean; isError: boolean; error: unknown };
  children: ReactNode;
}

/** The test provider's pages (checkout, card): plainly marked as a test, their record loaded, then their form. */
export function TestProviderPage({ titleId, introId, state, children }: Props) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: titleId });
  let body: ReactNode = children;
  if (state.isPending) body = <Loading />;
  else if (state.isError) {
    const missing = state.error instanceof ApiError && state.error.status === 404;
    body = <FormAlert>{intl.formatMessage({ id: missing ? 'checkout.notFound' : 'checkout.error.load' })}</FormAlert>;
  }
  return (
    <section aria-labelledby="page-title" className="mx-auto w-full max-w-xl space-y-6 px-4 py-10 sm:px-6">
      <title>{`${title} · ${intl.formatMessage({ id: 'app.name' })}`}</title>
      <div className="space-y-3">
        <span className="test-mode-badge">{intl.formatMessage({ id: 'payments.testMode.badge' })}</span>
        <h1 id="page-title" className="font-display text-3xl text-ink sm:text-4xl">
          {title}
        </h1>
        <p className="leading-relaxed text-muted">{intl.formatMessage({ id: introId })}</p>
      </div>
      {body}
    </section>
  );
}
