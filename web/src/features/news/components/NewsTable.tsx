import { useLayoutEffect, useRef, useState } from 'react';
import type { DragEvent } from 'react';
import { useIntl } from 'react-intl';
import { ActionsCell, AdminTable, SwitchCell } from '../../../components/admin/AdminTable';
import type { NewsSlide } from '../api/newsSlide';

export type Direction = 'up' | 'down';

interface Props {
  slides: NewsSlide[];
  /** The move button that was pressed last, which keeps the focus as its row moves. */
  focus: { id: string; direction: Direction } | null;
  nameOf: (slide: NewsSlide) => string;
  onMove: (slide: NewsSlide, to: number, direction: Direction | null) => void;
  onVisible: (slide: NewsSlide, visible: boolean) => void;
  onEdit: (slide: NewsSlide) => void;
  onRemove: (slide: NewsSlide) => void;
}

/**
 * The slides in carousel order. Rows are dragged with a pointer; "Move up" and "Move down" do the same from the
 * keyboard. Those buttons are aria-disabled rather than disabled at the ends, so the focus never falls off them.
 */
export function NewsTable({ slides, focus, nameOf, onMove, onVisible, onEdit, onRemove }: Props) {
  const intl = useIntl();
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const [dragged, setDragged] = useState<string | null>(null);
  const [over, setOver] = useState<string | null>(null);

  // A reorder moves rows in the DOM, and some browsers drop the focus of a moved node: give it back to the button.
  useLayoutEffect(() => {
    if (!focus) return;
    const button = buttons.current.get(`${focus.id}:${focus.direction}`);
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (button && lost) button.focus();
  }, [focus, slides]);

  const drop = (event: DragEvent, target: number) => {
    event.preventDefault();
    const from = slides.findIndex((slide) => slide.id === dragged);
    const slide = slides[from];
    setDragged(null);
    setOver(null);
    if (slide && from !== target) onMove(slide, target, null);
  };
  const moveButton = (slide: NewsSlide, index: number, direction: Direction) => {
    const to = direction === 'up' ? index - 1 : index + 1;
    const blocked = to < 0 || to >= slides.length;
    return (
      <button
        type="button"
        ref={(node) => {
          if (node) buttons.current.set(`${slide.id}:${direction}`, node);
          else buttons.current.delete(`${slide.id}:${direction}`);
        }}
        className="link-underline mr-4 aria-disabled:cursor-not-allowed aria-disabled:opacity-40"
        aria-disabled={blocked || undefined}
        aria-label={intl.formatMessage({ id: direction === 'up' ? 'news.admin.moveUpOf' : 'news.admin.moveDownOf' }, { name: nameOf(slide) })}
        onClick={() => (blocked ? undefined : onMove(slide, to, direction))}
      >
        {intl.formatMessage({ id: direction === 'up' ? 'news.admin.moveUp' : 'news.admin.moveDown' })}
      </button>
    );
  };

  const columns = [
    intl.formatMessage({ id: 'news.column.order' }),
    intl.formatMessage({ id: 'news.field.image' }),
    intl.formatMessage({ id: 'news.field.cloth' }),
    intl.formatMessage({ id: 'news.field.visible' }),
  ];
  return (
    <AdminTable caption={intl.formatMessage({ id: 'news.admin.caption' })} columns={columns} actions minWidth="min-w-[44rem]">
      {slides.map((slide, index) => {
        const name = nameOf(slide);
        return (
          <tr
            key={slide.id}
            draggable
            onDragStart={(event) => {
              event.dataTransfer.effectAllowed = 'move';
              event.dataTransfer.setData('text/plain', slide.id);
              setDragged(slide.id);
            }}
            onDragOver={(event) => {
              if (!dragged) return;
              event.preventDefault();
              setOver(slide.id);
            }}
            onDrop={(event) => drop(event, index)}
            onDragEnd={() => {
              setDragged(null);
              setOver(null);
            }}
            className={`${dragged === slide.id ? 'opacity-40' : ''} ${over === slide.id && dragged !== slide.id ? 'outline outline-2 outline-ink' : ''}`}
          >
            <td className="w-16 cursor-grab whitespace-nowrap text-muted">
              <span aria-hidden className="mr-2">
                ⠿
              </span>
              {index + 1}
            </td>
            <td className="w-16">
              <img src={slide.image.thumbUrl} alt="" className="aspect-[5/8] w-12 object-cover" />
            </td>
            <th scope="row" className="font-semibold text-ink">
              {name}
              {slide.cloth && <span className="block font-normal text-muted">{slide.cloth.brand.name}</span>}
            </th>
            <SwitchCell
              label={intl.formatMessage({ id: 'news.admin.visibleOf' }, { name })}
              checked={slide.visible}
              disabled={!slide.cloth}
              onChange={(visible) => onVisible(slide, visible)}
            />
            <ActionsCell
              editLabel={intl.formatMessage({ id: 'news.admin.editOf' }, { name })}
              deleteLabel={intl.formatMessage({ id: 'news.admin.deleteOf' }, { name })}
              onEdit={() => onEdit(slide)}
              onDelete={() => onRemove(slide)}
            >
              {moveButton(slide, index, 'up')}
              {moveButton(slide, index, 'down')}
            </ActionsCell>
          </tr>
        );
      })}
    </AdminTable>
  );
}
