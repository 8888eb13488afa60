import { useState } from 'react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messages';

interface Props {
  /** The dictionary id of the field's label ("Search users", "Search brands"…). */
  labelId: MessageId;
  q: string;
  onSearch: (q: string) => void;
}

/** An admin list's search: the text is sent on Enter or the button, trimmed, never on each key. */
export function AdminSearch({ labelId, q, onSearch }: Props) {
  const intl = useIntl();
  const [text, setText] = useState(q);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch(text.trim());
  }

  return (
    <form role="search" onSubmit={submit} className="flex min-w-[16rem] flex-1 items-end gap-2">
      <label className="flex flex-1 flex-col">
        <span className="field-label">{intl.formatMessage({ id: labelId })}</span>
        <input type="search" className="field-input" value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      <button type="submit" className="button-secondary">
        {intl.formatMessage({ id: 'header.search.submit' })}
      </button>
    </form>
  );
}
