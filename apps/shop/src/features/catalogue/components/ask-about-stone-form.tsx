import { CHAT_INPUT_MAX, translate, type MediaRequestKind } from '@facet/contract';
import { Button, TextArea } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/i18n';

type Props = {
  kind: MediaRequestKind;
  note: string;
  onNote: (note: string) => void;
  sending: boolean;
  onSend: () => void;
};

/** The ask-about-a-stone sheet's form: its own chunk, fetched when the buyer picks a question. */
export default function AskAboutStoneForm({ kind, note, onNote, sending, onSend }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <form
      className="ask-stone-form"
      onSubmit={(event) => {
        event.preventDefault();
        onSend();
      }}
    >
      <p className="ask-stone-message">{translate(locale, `MEDIA_REQUEST_${kind}`)}</p>
      <label className="ask-stone-label" htmlFor="ask-stone-note">
        {t('details.ask.note')}
      </label>
      <TextArea
        id="ask-stone-note"
        value={note}
        onChange={onNote}
        maxLength={CHAT_INPUT_MAX}
        showCount
        rows={2}
        placeholder={kind === 'details' ? t('details.ask.detailsHint') : undefined}
      />
      <Button block type="submit" color="primary" shape="rounded" loading={sending}>
        {t('details.ask.send')}
      </Button>
    </form>
  );
}
