import { useId } from 'react';
import { FieldError } from '../../../components/form/fields';
import type { Term } from '../../../lib/taxonomy';

interface Props {
  legend: string;
  options: Term[];
  selected: string[];
  error?: string | undefined;
  /** A colour beside each option that has one (CSS background: a colour or a gradient). */
  swatches?: Readonly<Record<string, string>>;
  onChange: (selected: string[]) => void;
}

/** Several values of one kind (seasons, events, weather, colours) as a named group of checkboxes. */
export function CheckGroup({ legend, options, selected, error, swatches, onChange }: Props) {
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="field-label">{legend}</legend>
      <div className="mt-1 flex flex-wrap gap-x-5 gap-y-2">
        {options.map((option) => (
          <label key={option.id} className="flex items-center gap-2 text-sm text-ink">
            <input
              type="checkbox"
              className="field-check"
              checked={selected.includes(option.id)}
              onChange={(event) => onChange(event.target.checked ? [...selected, option.id] : selected.filter((id) => id !== option.id))}
            />
            {swatches?.[option.id] && (
              <span aria-hidden="true" className="inline-block h-4 w-4 shrink-0 rounded-full border border-line" style={{ background: swatches[option.id] }} />
            )}
            {option.name}
          </label>
        ))}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
