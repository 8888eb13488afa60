import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

/** A column's heading; `{ srOnly }` names a column only for screen readers (an image, say). */
export type Column = string | { srOnly: string };

interface Props {
  caption: string;
  /** `false` leaves a column out (the brand, for a brand's own list). */
  columns: ReadonlyArray<Column | false>;
  /** Adds the last column, for each row's ActionsCell. */
  actions?: boolean;
  /** A Tailwind min-width class, so a wide table scrolls instead of squeezing. */
  minWidth?: string;
  /**
   * On a phone each row stands as a card, each value under its column's name (every cell carries it as
   * `data-label`), rather than a table wider than the screen; from `sm` up it is a table. Give `minWidth` as `sm:min-w-…`.
   */
  stacked?: boolean;
  /** The rows, each a <tr> with a cell per column. */
  children: ReactNode;
}

/** An admin tab's list: a caption for screen readers, the column headings, the rows the tab renders. */
export function AdminTable({ caption, columns, actions = false, minWidth, stacked = false, children }: Props) {
  const intl = useIntl();
  const headings: Column[] = columns.filter((column) => column !== false);
  if (actions) headings.push({ srOnly: intl.formatMessage({ id: 'taxonomy.column.actions' }) });
  return (
    // relative: the visually hidden headings (position: absolute) stay inside the scroller instead of widening the page.
    // On a phone a wide table scrolls inside this frame; the frame takes the focus so a keyboard can scroll it too.
    <div className="admin-table-frame relative overflow-x-auto" role="region" aria-label={caption} tabIndex={0}>
      <table className={['data-table w-full', stacked && 'data-table--stacked', minWidth, 'text-left text-sm'].filter(Boolean).join(' ')}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {headings.map((column, index) => (
              <th key={index} scope="col">
                {typeof column === 'string' ? column : <span className="sr-only">{column.srOnly}</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

interface ActionsProps {
  /** The accessible names, which say which row: "Edit Silk dress". */
  editLabel: string;
  deleteLabel: string;
  /** The edit button's text when it is not "Edit" (terms are renamed). */
  editText?: string;
  onEdit: () => void;
  onDelete: () => void;
  /** Further actions, before Edit. */
  children?: ReactNode;
}

/** A row's last cell: edit, then delete. */
export function ActionsCell({ editLabel, deleteLabel, editText, onEdit, onDelete, children }: ActionsProps) {
  const intl = useIntl();
  return (
    <td className="whitespace-nowrap text-right">
      {children}
      <button type="button" className="tap-target link-underline mr-4" aria-label={editLabel} onClick={onEdit}>
        {editText ?? intl.formatMessage({ id: 'action.edit' })}
      </button>
      <button type="button" className="tap-target link-underline text-red-700" aria-label={deleteLabel} onClick={onDelete}>
        {intl.formatMessage({ id: 'action.delete' })}
      </button>
    </td>
  );
}

interface SwitchProps {
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}

/** A cell with an on/off switch, such as whether shoppers see the row's item. */
export function SwitchCell({ label, checked, disabled, onChange }: SwitchProps) {
  return (
    <td>
      <input
        type="checkbox"
        role="switch"
        className="field-check field-check--row"
        checked={checked}
        disabled={disabled}
        aria-label={label}
        onChange={(event) => onChange(event.target.checked)}
      />
    </td>
  );
}
