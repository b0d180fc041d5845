import { Badge, Menu } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { useMe } from '../../features/accounts';
import { useChatUnread } from '../../features/chat';
import { useFeedbackWaiting } from '../../features/feedback';
import { useMemosWaiting } from '../../features/memo';
import { useOffersWaiting } from '../../features/offers';
import { useReturnsWaiting } from '../../features/returns';
import { formatCount } from '../../i18n/number-format';
import { useI18n } from '../../i18n/use-i18n';
import { NAV_ITEMS, type NavItem } from './nav-items';

export function SideMenu({
  onNavigate,
  collapsed = false,
}: {
  onNavigate?: () => void;
  /** Only icons show: a count (chats, offers, memos, returns, feedback) becomes a dot on its icon. */
  collapsed?: boolean;
}) {
  const { t, locale } = useI18n();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { data: unreadChats = 0 } = useChatUnread();
  const { data: waitingFeedback = 0 } = useFeedbackWaiting();
  const { data: waitingOffers = 0 } = useOffersWaiting();
  const { data: memos = { requested: 0, overdue: 0 } } = useMemosWaiting();
  const { data: waitingReturns = 0 } = useReturnsWaiting();
  const { data: me } = useMe();
  // An order's own page (/orders/12) belongs to the orders entry.
  const selected =
    NAV_ITEMS.find(({ path }) => path !== '/' && pathname.startsWith(`${path}/`))?.path ?? pathname;

  // What waits on an entry: its count on the menu, and said in words to a screen reader.
  const waiting: Partial<Record<string, { count: number; words: string }>> = {
    '/chat': {
      count: unreadChats,
      words: t('chat.unreadTotal', { count: formatCount(locale, unreadChats) }),
    },
    '/offers': {
      count: waitingOffers,
      words: t('offers.waiting', { count: waitingOffers }),
    },
    '/memos': {
      count: memos.requested + memos.overdue,
      words: t('memo.waiting', {
        requested: formatCount(locale, memos.requested),
        overdue: formatCount(locale, memos.overdue),
      }),
    },
    '/returns': {
      count: waitingReturns,
      words: t('returns.waiting', { count: waitingReturns }),
    },
    '/feedback': {
      count: waitingFeedback,
      words: t('feedback.waiting', { count: formatCount(locale, waitingFeedback) }),
    },
  };

  const itemOf = ({ path, title, icon }: NavItem) => {
    const count = waiting[path]?.count ?? 0;
    if (count === 0) return { key: path, icon, label: t(title) };
    const unread = waiting[path]!.words;
    return {
      key: path,
      icon: (
        <Badge dot={collapsed} className="menu-icon-badge">
          {icon}
        </Badge>
      ),
      title: `${t(title)} · ${unread}`,
      label: (
        <span className="menu-label">
          {t(title)}
          <Badge count={count} overflowCount={99} aria-hidden className="menu-count" />
          <span className="visually-hidden">{unread}</span>
        </span>
      ),
    };
  };

  return (
    <nav aria-label={t('nav.mainMenu')}>
      <Menu
        mode="inline"
        selectedKeys={[selected]}
        items={NAV_ITEMS.filter(({ roles }) => !roles || (me && roles.includes(me.Role))).map(
          itemOf,
        )}
        onClick={({ key }) => {
          navigate(key);
          onNavigate?.();
        }}
      />
    </nav>
  );
}
