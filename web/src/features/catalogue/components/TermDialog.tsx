import { useState } from 'react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { LANGUAGES } from '@vitrina/domain/core/languages';
import { SelectField, TextField } from '../../../components/form/fields';
import { FormDialog } from '../../../components/FormDialog';
import { DialogActions } from '../../../components/form/DialogActions';
import type { Term, TermNames } from '../../../lib/taxonomy';
import type { EditableKind } from '../api/saveTerm';

export interface TermDraft {
  names: TermNames;
  typeId: string;
}

interface Props {
  kind: EditableKind;
  /** The term being renamed, or null for a new one. */
  term: Term | null;
  /** The types a new category may belong to. */
  types: Term[];
  pending: boolean;
  error: string | null;
  onSave: (draft: TermDraft) => void;
  onClose: () => void;
}

/** Names in the four languages (Spanish required, the others fall back to it); a new category picks its type. */
export function TermDialog({ kind, term, types, pending, error, onSave, onClose }: Props) {
  const intl = useIntl();
  const [names, setNames] = useState<TermNames>(term?.names ?? { es: '' });
  const [typeId, setTypeId] = useState(term?.typeId ?? '');
  const [tried, setTried] = useState(false);
  const picksType = kind === 'category' && !term;
  const missingName = !names.es.trim();
  const missingType = picksType && !typeId;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTried(true);
    if (missingName || missingType || pending) return;
    onSave({ names, typeId });
  }

  const title = term ? intl.formatMessage({ id: 'taxonomy.rename.title' }, { name: term.name }) : intl.formatMessage({ id: `taxonomy.new.${kind}` });
  return (
    <FormDialog onClose={onClose} title={title} onSubmit={submit} alert={error}>
      {picksType && (
        <SelectField
          label={intl.formatMessage({ id: 'taxonomy.column.type' })}
          value={typeId}
          onChange={(event) => setTypeId(event.target.value)}
          error={tried && missingType ? intl.formatMessage({ id: 'taxonomy.error.typeRequired' }) : undefined}
          aria-required
        >
          <option value="">{intl.formatMessage({ id: 'taxonomy.chooseType' })}</option>
          {types.map((type) => (
            <option key={type.id} value={type.id}>
              {type.name}
            </option>
          ))}
        </SelectField>
      )}
      {LANGUAGES.map((language) => (
        <TextField
          key={language}
          label={intl.formatMessage({ id: `taxonomy.name.${language}` })}
          value={names[language] ?? ''}
          maxLength={60}
          lang={language}
          onChange={(event) => setNames((current) => ({ ...current, [language]: event.target.value }))}
          {...(language === 'es'
            ? {
                'aria-required': true,
                error: tried && missingName ? intl.formatMessage({ id: 'taxonomy.error.nameRequired' }) : undefined,
              }
            : { hint: intl.formatMessage({ id: 'taxonomy.name.fallback' }) })}
        />
      ))}
      <DialogActions onCancel={onClose} disabled={pending} />
    </FormDialog>
  );
}
