import { useState } from 'react';
import { useIntl } from 'react-intl';
import { AdminList, AdminPage } from '../../../components/admin/AdminPage';
import { useAdminTab } from '../../../components/admin/useAdminTab';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useErrorText } from '../../../lib/errorText';
import { useAdminNews, useRemoveSlide, useReorderSlides, useSaveSlide } from '../api/adminNews';
import { imageNameOf } from '../api/newsSlide';
import type { NewsSlide } from '../api/newsSlide';
import { NewsTable } from '../components/NewsTable';
import type { Direction } from '../components/NewsTable';
import { SlideDialog } from '../components/SlideDialog';

/** Admin → News: the home carousel's slides, to add, edit, show or hide, delete and put in order. */
export function AdminNewsPage() {
  const intl = useIntl();
  const errorText = useErrorText();
  const slides = useAdminNews();
  const save = useSaveSlide();
  const reorder = useReorderSlides();
  const remove = useRemoveSlide();
  const { outcome, setOutcome, tell, editing, edit, stopEditing, removing, askToRemove, stopRemoving } = useAdminTab<NewsSlide>();
  const [focus, setFocus] = useState<{ id: string; direction: Direction } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const nameOf = (slide: NewsSlide) => slide.cloth?.name ?? intl.formatMessage({ id: 'news.admin.noCloth' });

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

  return (
    <AdminPage
      title={intl.formatMessage({ id: 'admin.tab.news' })}
      create={{ label: intl.formatMessage({ id: 'news.admin.new' }), onClick: () => edit(null) }}
      tools={<p className="max-w-2xl text-muted">{intl.formatMessage({ id: 'news.admin.howToOrder' })}</p>}
      outcome={outcome}
    >
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <AdminList query={slides} errorId="news.error.load" emptyId="news.admin.empty" isEmpty={(data) => data.length === 0}>
        {(data) => <NewsTable slides={data} focus={focus} nameOf={nameOf} onMove={move} onVisible={setVisible} onEdit={edit} onRemove={askToRemove} />}
      </AdminList>
      {editing && (
        <SlideDialog
          slide={editing.item}
          onSaved={(saved) => {
            stopEditing();
            tell('success', intl.formatMessage({ id: 'news.admin.saved' }, { name: nameOf(saved) }));
          }}
          onClose={stopEditing}
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
              onSettled: stopRemoving,
            })
          }
          onCancel={stopRemoving}
        />
      )}
    </AdminPage>
  );
}
