import { useRef, useState } from 'react';
import type { DragEvent, ReactNode } from 'react';
import { useIntl } from 'react-intl';

interface Props<Item> {
  /** The list's accessible name ("The cloth's images, in order"). */
  label: string;
  items: readonly Item[];
  keyOf: (item: Item) => string;
  /** An item's picture and whatever else it shows, above its buttons. */
  render: (item: Item, index: number) => ReactNode;
  /** The buttons' accessible names, for the item at position n (1-based). */
  earlierLabel: (n: number) => string;
  laterLabel: (n: number) => string;
  onMove: (from: number, to: number) => void;
  /** More buttons for an item (Remove), after Earlier and Later. */
  actions?: (item: Item, index: number) => ReactNode;
  describedBy?: string | undefined;
  className?: string;
}

/**
 * An ordered list of pictures a person arranges: dragged with a mouse, or moved one place at a time with the
 * Earlier and Later buttons (a finger, a keyboard; the focus stays with the item it moved). Each move is announced.
 */
export function ReorderList<Item>(props: Props<Item>) {
  const { label, items, keyOf, render, earlierLabel, laterLabel, onMove, actions, describedBy, className } = props;
  const intl = useIntl();
  const [dragged, setDragged] = useState<number | null>(null);
  const [target, setTarget] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const list = useRef<HTMLOListElement>(null);

  const move = (from: number, to: number, refocus?: 'earlier' | 'later') => {
    if (to < 0 || to >= items.length || from === to) return;
    onMove(from, to);
    setAnnouncement(intl.formatMessage({ id: 'reorder.moved' }, { from: from + 1, to: to + 1, total: items.length }));
    if (!refocus) return;
    // After the list re-renders, the moved item's same button keeps the focus (or its other one, at an end).
    window.requestAnimationFrame(() => {
      const row = list.current?.children[to];
      const buttons = row?.querySelectorAll<HTMLButtonElement>('[data-move]');
      const same = [...(buttons ?? [])].find((button) => button.dataset.move === refocus && !button.disabled);
      (same ?? [...(buttons ?? [])].find((button) => !button.disabled))?.focus();
    });
  };

  const onDrop = (event: DragEvent, index: number) => {
    event.preventDefault();
    if (dragged !== null) move(dragged, index);
    setDragged(null);
    setTarget(null);
  };

  return (
    <>
      <ol ref={list} aria-label={label} aria-describedby={describedBy} className={className}>
        {items.map((item, index) => (
          <li
            key={keyOf(item)}
            className="reorder-item"
            draggable
            data-dragging={dragged === index || undefined}
            data-target={target === index && dragged !== index ? (dragged !== null && dragged < index ? 'after' : 'before') : undefined}
            onDragStart={(event) => {
              event.dataTransfer.effectAllowed = 'move';
              event.dataTransfer.setData('text/plain', String(index));
              setDragged(index);
            }}
            onDragOver={(event) => {
              if (dragged === null) return;
              event.preventDefault();
              event.dataTransfer.dropEffect = 'move';
              setTarget(index);
            }}
            onDrop={(event) => onDrop(event, index)}
            onDragEnd={() => {
              setDragged(null);
              setTarget(null);
            }}
          >
            {render(item, index)}
            <div className="flex flex-wrap items-center">
              <button
                type="button"
                data-move="earlier"
                className="tap-target justify-center"
                disabled={index === 0}
                aria-label={earlierLabel(index + 1)}
                onClick={() => move(index, index - 1, 'earlier')}
              >
                <span aria-hidden>←</span>
              </button>
              <button
                type="button"
                data-move="later"
                className="tap-target justify-center"
                disabled={index === items.length - 1}
                aria-label={laterLabel(index + 1)}
                onClick={() => move(index, index + 1, 'later')}
              >
                <span aria-hidden>→</span>
              </button>
              {actions?.(item, index)}
            </div>
          </li>
        ))}
      </ol>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </>
  );
}
