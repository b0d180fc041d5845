import type { ChatMessage } from '@facet/contract';
import { CloseOutline, MessageFill } from 'antd-mobile-icons';
import { createRoot, type Root } from 'react-dom/client';
import { paths } from '../../../shared/routing/paths';
import { i18n } from '../../../i18n/i18n';
import './chat-notice.css';

/** How long the notice stays when nobody taps it. */
const NOTICE_MS = 4_000;

let root: Root | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;

function hide() {
  clearTimeout(timer);
  root?.render(null);
}

function ChatNotice({ message }: { message: ChatMessage }) {
  const preview = message.Text || i18n.t('chatNotice.picture');
  return (
    <div className="chat-notice">
      <a className="chat-notice-link" href={`#${paths.imService}`} onClick={hide}>
        <span className="chat-notice-icon" aria-hidden="true">
          <MessageFill />
        </span>
        <span className="chat-notice-body">
          <strong className="chat-notice-title">
            {i18n.t('chatNotice.title', { name: message.SenderName })}
          </strong>
          <span className="chat-notice-text">{preview}</span>
        </span>
      </a>
      <button
        type="button"
        className="chat-notice-close"
        onClick={hide}
        aria-label={i18n.t('chatNotice.dismiss')}
      >
        <CloseOutline />
      </button>
    </div>
  );
}

/**
 * An in-app notice at the top of the screen for a reply that arrives while the buyer is on
 * another page; a tap opens the conversation. A newer reply replaces the one shown.
 */
export function showChatNotice(message: ChatMessage) {
  if (!root) {
    const host = document.createElement('div');
    host.className = 'chat-notice-region';
    host.setAttribute('role', 'status');
    document.body.append(host);
    root = createRoot(host);
  }
  root.render(<ChatNotice key={message.Id} message={message} />);
  clearTimeout(timer);
  timer = setTimeout(hide, NOTICE_MS);
}
