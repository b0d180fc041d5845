import { SafeArea, TabBar } from 'antd-mobile';
import { AppOutline, MessageOutline, ShopbagOutline, UserOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { useCartCount } from '../features/cart';
import { useNewsCount } from '../features/notices';
import { paths } from '../shared/routing/paths';

/** A badge stays small: a hundred lines or messages or more show "99+". */
const badgeText = (count: number) => (count > 99 ? '99+' : String(count));

/**
 * The four tabs of §2, bound to the route: the active tab is the page shown. Each title is a
 * real link stretched over its tab, so the bar works for keyboards and screen readers too.
 */
export function AppTabBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const cartCount = useCartCount();
  const newsCount = useNewsCount();

  const tabs = [
    { to: paths.home, title: t('tabs.home'), icon: <AppOutline /> },
    {
      to: paths.cart,
      title: t('tabs.cart'),
      icon: <ShopbagOutline />,
      badge: cartCount,
      description: t('tabs.cartCount', { count: cartCount }),
    },
    {
      to: paths.news,
      title: t('tabs.news'),
      icon: <MessageOutline />,
      badge: newsCount,
      description: t('tabs.newsCount', { count: newsCount }),
    },
    { to: paths.account, title: t('tabs.account'), icon: <UserOutline /> },
  ];
  const descriptionId = (to: string) => `app-tab-count-${to.split('/')[2]}`;

  return (
    <nav className="app-tab-bar" aria-label={t('tabs.label')}>
      <TabBar activeKey={pathname} safeArea={false}>
        {tabs.map((tab) => (
          <TabBar.Item
            key={tab.to}
            icon={tab.icon}
            badge={tab.badge ? badgeText(tab.badge) : undefined}
            title={
              <NavLink
                to={tab.to}
                end
                replace
                className="app-tab-link"
                aria-describedby={tab.badge ? descriptionId(tab.to) : undefined}
              >
                {tab.title}
              </NavLink>
            }
          />
        ))}
      </TabBar>
      {/* A badge is drawn, not read: its tab is described by the count in words. */}
      {tabs.map(
        (tab) =>
          Boolean(tab.badge) && (
            <span key={tab.to} id={descriptionId(tab.to)} className="visually-hidden">
              {tab.description}
            </span>
          ),
      )}
      <SafeArea position="bottom" />
    </nav>
  );
}
