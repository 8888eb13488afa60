import { useIntl } from 'react-intl';
import type { FacetValue } from '../api/searchClothes';

interface Props {
  legend: string;
  values: FacetValue[];
  selected: string[];
  /** Radio for the one type a search looks in; checkboxes where several values combine with OR. */
  single?: boolean;
  onChange: (selected: string[]) => void;
}

/** One filter: its values with how many clothes each would find given the other filters. */
export function FacetGroup({ legend, values, selected, single = false, onChange }: Props) {
  const intl = useIntl();
  if (values.length === 0) return null;
  return (
    <fieldset className="border-b border-line pb-4">
      <legend className="kicker mb-2">{legend}</legend>
      <ul className="space-y-1">
        {values.map((value) => {
          const checked = selected.includes(value.id);
          return (
            <li key={value.id}>
              <label className={`flex cursor-pointer items-center gap-2 text-sm ${value.count === 0 && !checked ? 'text-muted' : 'text-ink'}`}>
                <input
                  type={single ? 'radio' : 'checkbox'}
                  name={single ? legend : undefined}
                  className="field-check"
                  checked={checked}
                  // A value that would find nothing stays visible, so the reader sees why, but cannot be picked.
                  disabled={value.count === 0 && !checked}
                  onChange={(event) => {
                    if (single) onChange([value.id]);
                    else onChange(event.target.checked ? [...selected, value.id] : selected.filter((id) => id !== value.id));
                  }}
                />
                <span className="flex-1">{value.name}</span>
                <span className="text-xs tabular-nums text-muted">{intl.formatMessage({ id: 'search.facet.count' }, { count: value.count })}</span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
