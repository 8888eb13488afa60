import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { Language } from '@vitrina/domain/core/languages';
import { ConfirmEmailPrompt } from '../../../components/ConfirmEmailPrompt';
import { useSession } from '../../../lib/session/session';
import { useRecommend } from '../api/recommend';

interface Props {
  id: string;
  name: string;
  onDone: () => void;
}

/**
 * An influencer's review of a favourite cloth, written in the language they read Vitrina in. An influencer whose
 * email is not confirmed is told to confirm it first (the api refuses with EMAIL_NOT_VERIFIED), with a new link.
 */
export function RecommendForm({ id, name, onDone }: Props) {
  const intl = useIntl();
  const { session } = useSession();
  const recommend = useRecommend();
  const [review, setReview] = useState('');
  const [missing, setMissing] = useState(false);
  const fieldId = useId();
  const hintId = useId();
  const errorId = useId();
  const language = intl.formatMessage({ id: `language.${intl.locale as Language}` });

  function submit(event: FormEvent) {
    event.preventDefault();
    const text = review.trim();
    if (!text) {
      setMissing(true);
      return;
    }
    // A refusal keeps the form and its text; like every favourite call, the error is only logged.
    recommend.mutate({ id, review: text }, { onSuccess: onDone });
  }

  if (session?.emailVerified === false && session.email) {
    return (
      <div className="space-y-2 pt-2 text-sm">
        <ConfirmEmailPrompt text="confirmEmail.recommend" email={session.email} className="space-y-1" />
        <button type="button" onClick={onDone} className="button-secondary px-4 py-2">
          {intl.formatMessage({ id: 'action.cancel' })}
        </button>
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label={intl.formatMessage({ id: 'favourites.recommend.form' }, { name })} className="space-y-2 pt-2">
      <label htmlFor={fieldId} className="field-label text-sm">
        {intl.formatMessage({ id: 'favourites.review.label' })}
      </label>
      <textarea
        id={fieldId}
        value={review}
        required
        rows={3}
        maxLength={1000}
        autoFocus
        aria-invalid={missing}
        aria-describedby={missing ? `${hintId} ${errorId}` : hintId}
        onChange={(event) => {
          setReview(event.target.value);
          if (event.target.value.trim()) setMissing(false);
        }}
        className="field-input w-full text-sm"
      />
      <p id={hintId} className="field-hint text-xs">
        {intl.formatMessage({ id: 'favourites.review.hint' }, { language })}
      </p>
      {missing && (
        <p id={errorId} className="field-error text-xs">
          {intl.formatMessage({ id: 'favourites.review.required' })}
        </p>
      )}
      <div className="flex gap-2">
        <button type="submit" disabled={recommend.isPending} className="button-primary px-4 py-2">
          {intl.formatMessage({ id: 'favourites.review.submit' })}
        </button>
        <button type="button" onClick={onDone} className="button-secondary px-4 py-2">
          {intl.formatMessage({ id: 'action.cancel' })}
        </button>
      </div>
    </form>
  );
}
