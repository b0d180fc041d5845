import { useRef, useState, type KeyboardEvent } from 'react';
import { Button, Input, Tooltip, Upload } from 'antd';
import { PictureOutlined, SendOutlined } from '@ant-design/icons';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { CHAT_TEXT_MAX, UPLOAD_MIME_TYPES } from '@facet/contract';
import { useChatStatus, useLiveChat } from '../live-chat-provider';
import { formatCount } from '../../../i18n/number-format';
import { useI18n } from '../../../i18n/use-i18n';

/** The counter shows once a reply gets near the limit. */
const COUNT_FROM = CHAT_TEXT_MAX - 200;

/**
 * The clerk's reply: Enter sends, Shift+Enter starts a new line, pictures go one message each.
 * What is typed is kept per conversation while the clerk looks at another one.
 */
export function ReplyBox({ conversationId }: { conversationId: number }) {
  const { t, locale } = useI18n();
  const live = useLiveChat();
  const status = useChatStatus();
  const [text, setText] = useState(() => live.drafts.get(conversationId) ?? '');
  const input = useRef<TextAreaRef>(null);

  const change = (value: string) => {
    setText(value);
    if (value) live.drafts.set(conversationId, value);
    else live.drafts.delete(conversationId);
  };

  const send = () => {
    if (!text.trim()) return;
    live.sendText(conversationId, text);
    change('');
    input.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter while an input method is composing picks a candidate; it does not send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <div className="chat-reply">
      <div className="chat-reply-row">
        <Upload
          accept={UPLOAD_MIME_TYPES.join(',')}
          multiple
          showUploadList={false}
          beforeUpload={(file) => {
            live.sendPicture(conversationId, file);
            return Upload.LIST_IGNORE;
          }}
        >
          <Tooltip title={t('chat.reply.picture')}>
            <Button type="text" icon={<PictureOutlined />} aria-label={t('chat.reply.picture')} />
          </Tooltip>
        </Upload>
        <Input.TextArea
          ref={input}
          className="chat-reply-input"
          value={text}
          maxLength={CHAT_TEXT_MAX}
          autoSize={{ minRows: 1, maxRows: 6 }}
          placeholder={t('chat.reply.placeholder')}
          aria-label={t('chat.reply.label')}
          onChange={(event) => change(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button type="primary" icon={<SendOutlined />} disabled={!text.trim()} onClick={send}>
          {t('chat.reply.send')}
        </Button>
      </div>
      <div className="chat-reply-hint">
        <span>{status.state === 'online' ? t('chat.reply.keys') : t('chat.reply.queued')}</span>
        {text.length >= COUNT_FROM && (
          <span className="chat-reply-count">
            {formatCount(locale, text.length)} / {formatCount(locale, CHAT_TEXT_MAX)}
          </span>
        )}
      </div>
    </div>
  );
}
