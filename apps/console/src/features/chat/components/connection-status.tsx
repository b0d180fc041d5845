import { Badge, Button, type BadgeProps } from 'antd';
import type { ImStatus } from '../im-socket';
import { useChatStatus, useLiveChat } from '../live-chat-provider';
import type { ConsoleKey } from '../../../i18n/catalogue';
import { useI18n } from '../../../i18n/use-i18n';
import { useNow } from '../../../shared/ui/use-now';

const LOOKS: Record<ImStatus['state'], { badge: BadgeProps['status']; text: ConsoleKey }> = {
  online: { badge: 'success', text: 'chat.status.online' },
  connecting: { badge: 'processing', text: 'chat.status.connecting' },
  waiting: { badge: 'warning', text: 'chat.status.offline' },
  stopped: { badge: 'default', text: 'chat.status.offline' },
};

/** Out of the live region: a screen reader hears the state change, not every second. */
function RetryCountdown({ retryAt }: { retryAt: number }) {
  const { t } = useI18n();
  const now = useNow(1_000);
  const seconds = Math.max(0, Math.ceil((retryAt - now.getTime()) / 1_000));
  return <span className="chat-status-retry">{t('chat.status.retryIn', { seconds })}</span>;
}

/** Whether messages arrive as they are sent, and a way to reconnect at once when not. */
export function ConnectionStatus() {
  const { t } = useI18n();
  const live = useLiveChat();
  const status = useChatStatus();
  const look = LOOKS[status.state];

  return (
    <div className={`chat-status chat-status-${status.state}`}>
      <Badge status={look.badge} />
      <span role="status">{t(look.text)}</span>
      {status.state === 'waiting' && (
        <>
          <RetryCountdown retryAt={status.retryAt} />
          <Button size="small" type="link" onClick={live.reconnectNow}>
            {t('chat.status.reconnect')}
          </Button>
        </>
      )}
    </div>
  );
}
