import { CHAT_INPUT_MAX } from '@facet/contract';
import { TextArea } from 'antd-mobile';
import { PictureOutline } from 'antd-mobile-icons';
import { useRef, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  draft: string;
  onDraftChange: (text: string) => void;
  onSendText: (text: string) => void;
  onSendPicture: (file: File) => void;
};

/** The text area (§9: 140 characters at most, with a counter), a picture button and send. */
export function ChatComposer({ draft, onDraftChange, onSendText, onSendPicture }: Props) {
  const { t } = useTranslation();
  const fileInput = useRef<HTMLInputElement>(null);
  const text = draft.trim();

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!text) return;
    onSendText(text);
    onDraftChange('');
  };

  // Enter writes a new line on a phone keyboard; Ctrl or ⌘ + Enter sends from a keyboard.
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit();
  };

  return (
    <form className="chat-composer" onSubmit={submit}>
      <button
        type="button"
        className="chat-tool"
        onClick={() => fileInput.current?.click()}
        aria-label={t('chat.sendPicture')}
      >
        <PictureOutline />
      </button>
      <input
        ref={fileInput}
        type="file"
        accept="image/*"
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onSendPicture(file);
        }}
      />
      <div className="chat-input">
        <label htmlFor="chat-text" className="visually-hidden">
          {t('chat.messageLabel')}
        </label>
        <TextArea
          id="chat-text"
          value={draft}
          onChange={onDraftChange}
          onKeyDown={onKeyDown}
          placeholder={t('chat.placeholder')}
          maxLength={CHAT_INPUT_MAX}
          rows={1}
          autoSize={{ minRows: 1, maxRows: 4 }}
          showCount={(length, max = CHAT_INPUT_MAX) =>
            length > 0 && (
              <span className={length >= max - 10 ? 'chat-count chat-count-near' : 'chat-count'}>
                {length}/{max}
              </span>
            )
          }
        />
      </div>
      <button type="submit" className="chat-send" disabled={!text}>
        {t('chat.send')}
      </button>
    </form>
  );
}
