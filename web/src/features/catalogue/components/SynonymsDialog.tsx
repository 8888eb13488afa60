import { useState } from 'react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { LANGUAGES } from '@vitrina/domain/core/languages';
import type { Language } from '@vitrina/domain/core/languages';
import { TextField } from '../../../components/form/fields';
import { FormDialog } from '../../../components/FormDialog';
import { DialogActions } from '../../../components/form/DialogActions';
import type { SynonymsTerm, TermSynonyms } from '../api/listSynonyms';
import { textOf, wordsOf, wordsProblem } from '../synonymWords';

interface Props {
  term: SynonymsTerm;
  pending: boolean;
  error: string | null;
  onSave: (synonyms: TermSynonyms) => void;
  onClose: () => void;
}

/** A term's synonyms, a field per language with the words separated by commas; all empty takes them away. */
export function SynonymsDialog({ term, pending, error, onSave, onClose }: Props) {
  const intl = useIntl();
  const [texts, setTexts] = useState<Record<Language, string>>(
    () => Object.fromEntries(LANGUAGES.map((language) => [language, textOf(term.synonyms[language])])) as Record<Language, string>,
  );
  const [tried, setTried] = useState(false);
  const problems = Object.fromEntries(LANGUAGES.map((language) => [language, wordsProblem(wordsOf(texts[language]))]));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTried(true);
    if (pending || LANGUAGES.some((language) => problems[language])) return;
    onSave(Object.fromEntries(LANGUAGES.map((language) => [language, wordsOf(texts[language])])));
  }

  return (
    <FormDialog
      onClose={onClose}
      title={intl.formatMessage({ id: 'taxonomy.synonyms.title' }, { name: term.name })}
      description={intl.formatMessage({ id: 'taxonomy.synonyms.help' })}
      onSubmit={submit}
      alert={error}
    >
      {LANGUAGES.map((language) => {
        const problem = tried ? problems[language] : null;
        return (
          <TextField
            key={language}
            label={intl.formatMessage({ id: `taxonomy.synonyms.${language}` })}
            value={texts[language]}
            lang={language}
            autoComplete="off"
            hint={intl.formatMessage({ id: 'taxonomy.synonyms.hint' })}
            error={problem ? intl.formatMessage({ id: problem.id }, { max: problem.max }) : undefined}
            onChange={(event) => setTexts((current) => ({ ...current, [language]: event.target.value }))}
          />
        );
      })}
      <DialogActions onCancel={onClose} disabled={pending} />
    </FormDialog>
  );
}
