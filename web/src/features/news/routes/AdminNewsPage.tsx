import { useState } from 'react';
import { useIntl } from 'react-intl';
import { FormAlert } from '../../../components/form/FormAlert';
import { Loading } from '../../../components/Loading';
import { useErrorText } from '../../../lib/errorText';
import { useAdminNews, useRemoveSlide, useReorderSlides, useSaveSlide } from '../api/adminNews';
import { imageNameOf } from '../api/newsSlide';
import type { NewsSlide } from '../api/newsSlide';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { NewsTable } from '../components/NewsTable';
import type { Direction } from '../components/NewsTable';
import { SlideDialog } from '../components/SlideDialog';

type Outcome = { tone: 'error' | 'success'; text: string } | null;

/** Admin → News: the home carousel's slides, to add, edit, show or hide, delete and put in order. */
export function AdminNewsPage() {
  const intl = useIntl();
  const errorText = useErrorText();
  const slides = useAdminNews();
  const save = useSaveSlide();
  const reorder = useReorderSlides();
  const remove = useRemoveSlide();
  const [editing, setEditing] = useState<{ slide: NewsSlide | null } | null>(null);
  const [removing, setRemoving] = useState<NewsSlide | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [focus, setFocus] = useState<{ id: string; direction: Direction } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const nameOf = (slide: NewsSlide) => slide.cloth?.name ?? intl.formatMessage({ id: 'news.admin.noCloth' });
  const tell = (tone: 'error' | 'success', text: string) => setOutcome({ tone, text });

  function move(slide: NewsSlide, to: number, direction: Direction | null) {
    const list = slides.data ?? [];
    const ids = list.map((item) => item.id).filter((id) => id !== slide.id);
    ids.splice(to, 0, slide.id);
    setOutcome(null);
    setFocus(direction ? { id: slide.id, direction } : null);
    setAnnouncement(intl.formatMessage({ id: 'news.admin.moved' }, { name: nameOf(slide), position: to + 1, total: list.length }));
    reorder.mutate(ids, { onError: (error) => tell('error', errorText(error, { ORDER_MISMATCH: 'news.error.orderMismatch' }, 'news.error.order')) });
  }

  function setVisible(slide: NewsSlide, visible: boolean) {
    if (!slide.cloth) return;
    setOutcome(null);
    const body = { clothId: slide.cloth.id, image: imageNameOf(slide.image.url), visible };
    save.mutate({ id: slide.id, body }, { onError: (error) => tell('error', errorText(error, {}, 'news.error.visibility')) });
  }

  const title = intl.formatMessage({ id: 'admin.tab.news' });
  return (
    <section aria-labelledby="admin-tab-title" className="space-y-6">
      <title>{`${title} · ${intl.formatMessage({ id: 'admin.title' })}`}</title>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 id="admin-tab-title" className="font-display text-3xl text-ink sm:text-4xl">
          {title}
        </h1>
        <button type="button" className="button-primary" onClick={() => { setOutcome(null); setEditing({ slide: null }); }}>
          {intl.formatMessage({ id: 'news.admin.new' })}
        </button>
      </div>
      <p className="max-w-2xl text-muted">{intl.formatMessage({ id: 'news.admin.howToOrder' })}</p>
      {outcome && <FormAlert tone={outcome.tone}>{outcome.text}</FormAlert>}
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {slides.isPending ? (
        <Loading />
      ) : slides.isError ? (
        <FormAlert>{intl.formatMessage({ id: 'news.error.load' })}</FormAlert>
      ) : slides.data.length === 0 ? (
        <p className="text-muted">{intl.formatMessage({ id: 'news.admin.empty' })}</p>
      ) : (
        <NewsTable
          slides={slides.data}
          focus={focus}
          nameOf={nameOf}
          onMove={move}
          onVisible={setVisible}
          onEdit={(slide) => { setOutcome(null); setEditing({ slide }); }}
          onRemove={(slide) => { setOutcome(null); setRemoving(slide); }}
        />
      )}
      {editing && (
        <SlideDialog
          slide={editing.slide}
          onSaved={(saved) => {
            setEditing(null);
            tell('success', intl.formatMessage({ id: 'news.admin.saved' }, { name: nameOf(saved) }));
          }}
          onClose={() => setEditing(null)}
        />
      )}
      {removing && (
        <ConfirmDialog
          title={intl.formatMessage({ id: 'news.admin.deleteTitle' }, { name: nameOf(removing) })}
          text={intl.formatMessage({ id: 'news.admin.deleteText' })}
          confirmLabel={intl.formatMessage({ id: 'action.delete' })}
          pending={remove.isPending}
          onConfirm={() =>
            remove.mutate(removing, {
              onSuccess: () => tell('success', intl.formatMessage({ id: 'news.admin.deleted' }, { name: nameOf(removing) })),
              onError: (error) => tell('error', errorText(error, {}, 'news.error.delete')),
              onSettled: () => setRemoving(null),
            })
          }
          onCancel={() => setRemoving(null)}
        />
      )}
    </section>
  );
}
