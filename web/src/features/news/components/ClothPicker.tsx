import { useDeferredValue, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { FieldError } from '../../../components/form/fields';
import type { ClothSummary } from '@vitrina/contract/catalogue';
import { useClothSearch } from '../api/searchClothes';

/** The cloth a slide leads to, as the form keeps it. */
export interface PickedCloth {
  id: string;
  name: string;
  brandName: string;
}

export const pickedOf = (cloth: ClothSummary): PickedCloth => ({ id: cloth.id, name: cloth.name, brandName: cloth.brand.name });

interface Props {
  value: PickedCloth | null;
  error: string | undefined;
  onChange: (cloth: PickedCloth) => void;
}

/** Finds a cloth by name (the site's search) and picks one of the results. */
export function ClothPicker({ value, error, onChange }: Props) {
  const intl = useIntl();
  const id = useId();
  const [text, setText] = useState('');
  const query = useDeferredValue(text);
  const found = useClothSearch(query);
  const searching = query.trim().length >= 2;
  return (
    <fieldset className="space-y-3" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="field-label">{intl.formatMessage({ id: 'news.field.cloth' })}</legend>
      <p className="text-sm text-ink">
        {value
          ? intl.formatMessage({ id: 'news.field.cloth.chosen' }, { name: value.name, brand: value.brandName })
          : intl.formatMessage({ id: 'news.field.cloth.none' })}
      </p>
      <div>
        <label htmlFor={`${id}-search`} className="field-label">
          {intl.formatMessage({ id: 'news.field.cloth.search' })}
        </label>
        <input
          id={`${id}-search`}
          type="search"
          className="field-input"
          value={text}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.preventDefault();
          }}
        />
        <p id={`${id}-hint`} className="field-hint">
          {intl.formatMessage({ id: 'news.field.cloth.hint' })}
        </p>
      </div>
      <FieldError id={`${id}-error`} error={error} />
      {searching && (
        <div aria-live="polite">
          {found.isError ? (
            <p className="text-sm text-red-700">{intl.formatMessage({ id: 'news.field.cloth.error' })}</p>
          ) : found.data && found.data.length === 0 ? (
            <p className="text-sm text-muted">{intl.formatMessage({ id: 'news.field.cloth.noResults' })}</p>
          ) : (
            <ul aria-label={intl.formatMessage({ id: 'news.field.cloth.results' })} className="max-h-60 space-y-1 overflow-y-auto">
              {(found.data ?? []).map((cloth) => (
                <li key={cloth.id}>
                  <button
                    type="button"
                    aria-pressed={value?.id === cloth.id}
                    onClick={() => onChange(pickedOf(cloth))}
                    className={`flex w-full items-center gap-3 border px-2 py-1 text-left text-sm ${value?.id === cloth.id ? 'border-ink' : 'border-line hover:border-ink'}`}
                  >
                    {cloth.image ? <img src={cloth.image.thumbUrl} alt="" className="aspect-[5/8] w-8 object-cover" /> : <span className="w-8" />}
                    <span>
                      <span className="block font-semibold text-ink">{cloth.name}</span>
                      <span className="block text-muted">{cloth.brand.name}</span>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </fieldset>
  );
}
