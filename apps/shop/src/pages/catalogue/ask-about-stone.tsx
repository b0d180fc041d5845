import {
  CHAT_INPUT_MAX,
  MEDIA_REQUEST_KINDS,
  translate,
  type Goods,
  type MediaRequestKind,
} from '@facet/contract';
import { Button, TextArea } from 'antd-mobile';
import { MessageOutline, PicturesOutline, PlayOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRequestMedia } from '../../api/media-requests';
import { paths } from '../../app/paths';
import { Sheet } from '../../components/sheet';
import { toast } from '../../components/toast';
import { useLocale } from '../../i18n/i18n';
import './ask-about-stone.css';

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
  const locale = useLocale();
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
        <form
          className="ask-stone-form"
          onSubmit={(event) => {
            event.preventDefault();
            send();
          }}
        >
          <p className="ask-stone-message">{kind && translate(locale, `MEDIA_REQUEST_${kind}`)}</p>
          <label className="ask-stone-label" htmlFor="ask-stone-note">
            {t('details.ask.note')}
          </label>
          <TextArea
            id="ask-stone-note"
            value={note}
            onChange={setNote}
            maxLength={CHAT_INPUT_MAX}
            showCount
            rows={2}
            placeholder={kind === 'details' ? t('details.ask.detailsHint') : undefined}
          />
          <Button block type="submit" color="primary" shape="rounded" loading={request.isPending}>
            {t('details.ask.send')}
          </Button>
        </form>
      </Sheet>
    </section>
  );
}
