import { Menu } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { useI18n } from '../i18n/use-i18n';
import { NAV_ITEMS } from './nav-items';

export function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useI18n();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <nav aria-label={t('nav.mainMenu')}>
      <Menu
        mode="inline"
        selectedKeys={[pathname]}
        items={NAV_ITEMS.map(({ path, title, icon }) => ({ key: path, icon, label: t(title) }))}
        onClick={({ key }) => {
          navigate(key);
          onNavigate?.();
        }}
      />
    </nav>
  );
}
