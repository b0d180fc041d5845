import { MEDIA_REQUEST_KINDS, type Goods, type MediaRequestKind } from '@facet/contract';
import { MessageOutline, PicturesOutline, PlayOutline } from 'antd-mobile-icons';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRequestMedia } from '../media-requests';
import { paths } from '../../../shared/routing/paths';
import { PageLoading } from '../../../shared/ui/page-loading';
import { Sheet } from '../../../shared/ui/sheet';
import { toast } from '../../../shared/ui/toast';
import './ask-about-stone.css';

// The form (a text area) comes when the buyer picks a question, not with the stone.
const loadForm = () => import('./ask-about-stone-form');
const AskAboutStoneForm = lazy(loadForm);

const ICONS: Record<MediaRequestKind, typeof PlayOutline> = {
  video: PlayOutline,
  images: PicturesOutline,
  details: MessageOutline,
};

/**
 * A stone's details: ask customer service for a video, more pictures, or about the stone (eye
 * clean? shade? milky? BGM?). The request goes into the chat with the stone's card; the answer
 * comes there, and pictures or a video the clerk adds appear on this page for every buyer.
 */
export function AskAboutStone({ goods }: { goods: Goods }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const request = useRequestMedia();
  const [kind, setKind] = useState<MediaRequestKind | null>(null);
  const [note, setNote] = useState('');

  const send = () => {
    if (!kind) return;
    request.mutate(
      { GoodsId: goods.Id, Kind: kind, ...(note.trim() ? { Note: note.trim() } : {}) },
      {
        onSuccess: () => {
          setKind(null);
          toast({ icon: 'success', content: t('details.ask.sent') });
          void navigate(paths.imService);
        },
      },
    );
  };

  return (
    <section className="details-card ask-stone" aria-labelledby="details-ask">
      <h3 id="details-ask" className="details-card-title">
        {t('details.ask.title')}
      </h3>
      <div className="ask-stone-choices">
        {MEDIA_REQUEST_KINDS.map((choice) => {
          const Icon = ICONS[choice];
          return (
            <button
              key={choice}
              type="button"
              className="ask-stone-choice"
              onPointerDown={() => void loadForm()}
              onClick={() => {
                setNote('');
                setKind(choice);
              }}
            >
              <Icon aria-hidden="true" />
              <span>{t(`details.ask.${choice}`)}</span>
            </button>
          );
        })}
      </div>
      <Sheet
        visible={kind !== null}
        onClose={() => setKind(null)}
        titleId="ask-stone-title"
        title={kind ? t(`details.ask.${kind}`) : ''}
      >
        {kind && (
          <Suspense fallback={<PageLoading />}>
            <AskAboutStoneForm
              kind={kind}
              note={note}
              onNote={setNote}
              sending={request.isPending}
              onSend={send}
            />
          </Suspense>
        )}
      </Sheet>
    </section>
  );
}
