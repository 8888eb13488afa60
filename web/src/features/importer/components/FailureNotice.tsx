import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { FormAlert } from '../../../components/form/FormAlert';
import type { FailureWords } from '../failures';

/**
 * Why the importer could not do what was asked, in the brand's words: what happened (the alert's title), what to try
 * next, and, small, the code to quote to support. Brought into view, since the button that failed may sit far below.
 */
export function FailureNotice({ failure }: { failure: FailureWords }) {
  const intl = useIntl();
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    frame.current?.scrollIntoView?.({ block: 'nearest' });
  }, [failure]);
  return (
    <div ref={frame} className="scroll-mt-4">
      <FormAlert title={intl.formatMessage({ id: failure.what })}>
        {intl.formatMessage({ id: failure.next })}
        <span className="mt-1 block break-all text-xs opacity-80">{intl.formatMessage({ id: 'importer.failure.code' }, { code: failure.code })}</span>
      </FormAlert>
    </div>
  );
}
