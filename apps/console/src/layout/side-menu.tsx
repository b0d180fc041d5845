import { Menu } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { useI18n } from '../i18n/use-i18n';
import { NAV_ITEMS } from './nav-items';

export function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useI18n();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // An order's own page (/orders/12) belongs to the orders entry.
  const selected =
    NAV_ITEMS.find(({ path }) => path !== '/' && pathname.startsWith(`${path}/`))?.path ?? pathname;
  return (
    <nav aria-label={t('nav.mainMenu')}>
      <Menu
        mode="inline"
        selectedKeys={[selected]}
        items={NAV_ITEMS.map(({ path, title, icon }) => ({ key: path, icon, label: t(title) }))}
        onClick={({ key }) => {
          navigate(key);
          onNavigate?.();
        }}
      />
    </nav>
  );
}
