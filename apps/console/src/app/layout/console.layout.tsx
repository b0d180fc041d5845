import { useState } from 'react';
import { Button, ConfigProvider, Drawer, Grid, Layout, type ThemeConfig } from 'antd';
import { MenuFoldOutlined, MenuOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Outlet } from 'react-router';
import type { UserInfo } from '@facet/contract';
import { useI18n } from '../../i18n/use-i18n';
import { Brand } from '../../shared/ui/brand';
import { HeaderAccount } from './header-account';
import { LanguageSwitch } from '../../shared/ui/language-switch';
import { SideMenu } from './side-menu';

// Text buttons read as light on the ink-navy header; popups keep the light theme.
const HEADER_THEME: ThemeConfig = {
  components: {
    Button: {
      textTextColor: 'rgba(255, 255, 255, 0.82)',
      textTextHoverColor: '#ffffff',
      textTextActiveColor: '#ffffff',
      textHoverBg: 'rgba(255, 255, 255, 0.1)',
      colorBgTextActive: 'rgba(255, 255, 255, 0.16)',
    },
  },
};

/** The signed-in frame: header, the menu (a side bar, or a drawer on a phone) and the page. */
export function ConsoleLayout({ user }: { user: UserInfo }) {
  const { t } = useI18n();
  const screens = Grid.useBreakpoint();
  const isPhone = screens.md === false;
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);

  const toggle = isPhone ? (
    <Button
      type="text"
      icon={<MenuOutlined />}
      aria-label={t('nav.openMenu')}
      onClick={() => setDrawerOpen(true)}
    />
  ) : (
    <Button
      type="text"
      icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
      aria-label={t(collapsed ? 'nav.expandMenu' : 'nav.collapseMenu')}
      aria-expanded={!collapsed}
      onClick={() => setCollapsed(!collapsed)}
    />
  );

  return (
    <Layout className="console">
      <ConfigProvider theme={HEADER_THEME}>
        <Layout.Header className="console-header">
          {toggle}
          <Brand caption={isPhone ? undefined : t('brand.backOffice')} />
          <span className="console-header-spacer" />
          <LanguageSwitch compact={!screens.lg} />
          <HeaderAccount user={user} compact={!screens.lg} />
        </Layout.Header>
      </ConfigProvider>
      <Layout>
        {!isPhone && (
          <Layout.Sider
            className="console-sider"
            width={224}
            collapsedWidth={64}
            breakpoint="lg"
            collapsed={collapsed}
            onCollapse={setCollapsed}
            trigger={null}
            collapsible
          >
            <SideMenu collapsed={collapsed} />
          </Layout.Sider>
        )}
        <Layout.Content className="console-content">
          <Outlet />
        </Layout.Content>
      </Layout>
      {isPhone && (
        <Drawer
          placement="left"
          size={260}
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          title={<Brand caption={t('brand.backOffice')} markSize={22} />}
          className="console-drawer"
        >
          <SideMenu onNavigate={() => setDrawerOpen(false)} />
        </Drawer>
      )}
    </Layout>
  );
}
