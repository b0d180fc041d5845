import { SafeArea, TabBar } from 'antd-mobile';
import { AppOutline, MessageOutline, ShopbagOutline, UserOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { useCartCount } from '../hooks/use-cart-count';
import { paths } from './paths';

/** A badge stays small: a cart of a hundred lines or more shows "99+". */
const badgeText = (count: number) => (count > 99 ? '99+' : String(count));

/**
 * The four tabs of §2, bound to the route: the active tab is the page shown. Each title is a
 * real link stretched over its tab, so the bar works for keyboards and screen readers too.
 */
export function AppTabBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const cartCount = useCartCount();

  const tabs = [
    { to: paths.home, title: t('tabs.home'), icon: <AppOutline /> },
    { to: paths.cart, title: t('tabs.cart'), icon: <ShopbagOutline />, badge: cartCount },
    { to: paths.news, title: t('tabs.news'), icon: <MessageOutline /> },
    { to: paths.account, title: t('tabs.account'), icon: <UserOutline /> },
  ];

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
                aria-describedby={tab.badge ? 'app-tab-cart-count' : undefined}
              >
                {tab.title}
              </NavLink>
            }
          />
        ))}
      </TabBar>
      {/* The badge is drawn, not read: the cart tab is described by its count. */}
      {cartCount > 0 && (
        <span id="app-tab-cart-count" className="visually-hidden">
          {t('tabs.cartCount', { count: cartCount })}
        </span>
      )}
      <SafeArea position="bottom" />
    </nav>
  );
}
