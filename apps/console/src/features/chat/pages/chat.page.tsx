import { useState } from 'react';
import { Drawer, Empty, Grid } from 'antd';
import { MessageOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router';
import { useI18n } from '../../../i18n/use-i18n';
import { PageHeading } from '../../../shared/ui/page-heading';
import { BuyerPane } from '../components/buyer-pane';
import { ConnectionStatus } from '../components/connection-status';
import { InboxPane } from '../components/inbox-pane';
import { ThreadPane } from '../components/thread-pane';
import './chat.css';
import './chat-thread.css';

const conversationOf = (params: URLSearchParams) => {
  const id = Number(params.get('Conversation'));
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

/**
 * Customer-service chat. From 1200 px: the conversations, the open one and its buyer side by
 * side; narrower, the buyer opens in a drawer; on a phone one pane shows at a time. The open
 * conversation lives in the address, so a reload or a link keeps it.
 */
export function ChatPage() {
  const { t } = useI18n();
  const screens = Grid.useBreakpoint();
  const [params, setParams] = useSearchParams();
  const selected = conversationOf(params);
  const [buyerOpen, setBuyerOpen] = useState(false);
  const layout = screens.xl ? 'three' : screens.md ? 'two' : 'one';

  const select = (conversationId: number | undefined) => {
    setBuyerOpen(false);
    setParams(conversationId === undefined ? {} : { Conversation: String(conversationId) });
  };

  const showInbox = layout !== 'one' || selected === undefined;
  const showThread = layout !== 'one' || selected !== undefined;

  return (
    <div className="chat">
      <PageHeading title={t('nav.chat')}>
        <ConnectionStatus />
      </PageHeading>
      <div className={`chat-panes chat-panes-${layout}`}>
        {showInbox && <InboxPane selected={selected} onSelect={select} />}
        {showThread &&
          (selected === undefined ? (
            <section className="chat-pane chat-thread chat-thread-none">
              <MessageOutlined className="chat-none-icon" />
              <p className="chat-thread-choose">{t('chat.thread.choose')}</p>
            </section>
          ) : (
            <ThreadPane
              key={selected}
              conversationId={selected}
              onBack={layout === 'one' ? () => select(undefined) : undefined}
              onShowBuyer={layout === 'three' ? undefined : () => setBuyerOpen(true)}
            />
          ))}
        {layout === 'three' && (
          <aside className="chat-pane chat-buyer-pane" aria-label={t('chat.buyer.title')}>
            {selected === undefined ? (
              <Empty
                className="chat-pane-empty"
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={t('chat.buyer.choose')}
              />
            ) : (
              <BuyerPane conversationId={selected} />
            )}
          </aside>
        )}
      </div>
      {layout !== 'three' && selected !== undefined && (
        <Drawer
          open={buyerOpen}
          onClose={() => setBuyerOpen(false)}
          title={t('chat.buyer.title')}
          size={layout === 'one' ? '100%' : 360}
        >
          <BuyerPane conversationId={selected} />
        </Drawer>
      )}
    </div>
  );
}
