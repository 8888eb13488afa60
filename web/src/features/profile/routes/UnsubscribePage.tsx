import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { FormAlert } from '../../../components/form/FormAlert';
import { Loading } from '../../../components/Loading';
import type { MessageId } from '../../../i18n/messages';
import { useErrorText } from '../../../lib/errorText';
import { UNSUBSCRIBE_KINDS, useUnsubscribe, useUnsubscription, type UnsubscribeKind, type UnsubscribeLink } from '../api/unsubscribe';
import { MessagePage } from '../../../components/MessagePage';

const KIND_NAMES: Record<UnsubscribeKind, MessageId> = {
  digest: 'unsubscribe.kind.digest',
  backInStock: 'unsubscribe.kind.backInStock',
  priceDrops: 'unsubscribe.kind.priceDrops',
};
const ERRORS = { UNSUBSCRIBE_LINK_INVALID: 'unsubscribe.invalid', VALIDATION_FAILED: 'unsubscribe.invalid' } as const;

function linkOf(params: URLSearchParams): UnsubscribeLink | null {
  const [u, k, t] = [params.get('u'), params.get('k'), params.get('t')];
  if (!u || !t || !(UNSUBSCRIBE_KINDS as readonly string[]).includes(k ?? '')) return null;
  return { u, k: k as UnsubscribeKind, t };
}

/**
 * /unsubscribe?u&k&t, the link at the foot of every optional email: no login; it asks once (mail scanners open
 * links, so opening the page changes nothing), then turns that kind of email off and says so. Mail clients that
 * know RFC 8058 skip the page and post to the api directly.
 */
export function UnsubscribePage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const link = linkOf(params);
  const current = useUnsubscription(link);
  const unsubscribe = useUnsubscribe();
  const errorText = useErrorText();
  const title = intl.formatMessage({ id: 'unsubscribe.title' });
  const kind = link ? intl.formatMessage({ id: KIND_NAMES[link.k] }) : '';
  const done = unsubscribe.isSuccess || current.data?.subscribed === false;
  return (
    <MessagePage title={title}>
      {!link ? (
        <FormAlert>{intl.formatMessage({ id: 'unsubscribe.invalid' })}</FormAlert>
      ) : current.isError ? (
        <FormAlert>{errorText(current.error, ERRORS, 'unsubscribe.invalid')}</FormAlert>
      ) : !current.data ? (
        <Loading />
      ) : done ? (
        <>
          <FormAlert tone="success">{intl.formatMessage({ id: 'unsubscribe.done' }, { kind })}</FormAlert>
          <p className="text-muted">{intl.formatMessage({ id: 'unsubscribe.again' })}</p>
          <Link to="/profile" className="button-secondary">
            {intl.formatMessage({ id: 'unsubscribe.profile' })}
          </Link>
        </>
      ) : (
        <>
          <p className="text-lg text-ink">{intl.formatMessage({ id: 'unsubscribe.ask' }, { kind })}</p>
          {unsubscribe.isError && <FormAlert>{errorText(unsubscribe.error, ERRORS, 'unsubscribe.failed')}</FormAlert>}
          <button type="button" className="button-primary" disabled={unsubscribe.isPending} onClick={() => unsubscribe.mutate(link)}>
            {intl.formatMessage({ id: 'unsubscribe.confirm' })}
          </button>
        </>
      )}
    </MessagePage>
  );
}
