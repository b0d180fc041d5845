import { Button, List, Switch } from 'antd-mobile';
import { confirmDialog } from '../../../shared/ui/dialog';
import {
  BellOutline,
  CloseCircleOutline,
  DeleteOutline,
  EditSOutline,
  FileOutline,
  GlobalOutline,
  InformationCircleOutline,
  LockOutline,
  SoundOutline,
  SystemQRcodeOutline,
} from 'antd-mobile-icons';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLogout } from '../api';
import { clearShopCache } from '../../../shared/transport/local-cache';
import { paths } from '../../../shared/routing/paths';
import { LanguageSwitch } from '../../../shared/ui/language-switch';
import { MenuButton, MenuLink } from '../../../shared/ui/menu-list';
import { PREFERENCES_KEY } from '../preferences';
import { usePreferences } from '../use-preferences';
import { LOCALE_KEY } from '../../../i18n/i18n';
import { SESSION_KEY } from '../session-store';
import { useEndSession } from '../use-end-session';
import { CancelAccountDialog } from '../components/cancel-account-dialog';
import { CurrencyChoice } from '../../currencies';
import { FeedbackPopup } from '../../feedback';
import { PushSettings, saveDeviceSettings, turnPushOff } from '../../push';
import { InvitePopup } from '../components/invite-popup';
import { ThemeIcon } from '../components/theme-icon';
import { ThemeSwitch } from '../components/theme-switch';
import { VibrationIcon } from '../components/vibration-icon';
import './settings.css';
import { toast } from '../../../shared/ui/toast';

const icon = (node: ReactNode) => <span className="menu-icon">{node}</span>;

export default function SettingsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const logout = useLogout();
  const endSession = useEndSession();
  const [preferences, setPreferences] = usePreferences();
  const [open, setOpen] = useState<'invite' | 'feedback' | 'cancel' | null>(null);
  const close = () => setOpen(null);

  const clearCache = () => {
    queryClient.clear();
    clearShopCache(localStorage, [SESSION_KEY, LOCALE_KEY, PREFERENCES_KEY]);
    clearShopCache(sessionStorage, [SESSION_KEY]);
    toast({ icon: 'success', content: t('settings.cacheCleared') });
  };

  const confirmLogout = () =>
    confirmDialog({
      title: t('settings.logout'),
      content: t('settings.logoutConfirm'),
      confirmText: t('settings.logout'),
      cancelText: t('common.cancel'),
      onConfirm: async () => {
        // Signed out here even if the server cannot be told: the device must forget the buyer.
        // Nor is this phone told of the buyer's orders once they have gone.
        await turnPushOff().catch(() => undefined);
        await logout.mutateAsync().catch(() => undefined);
        endSession();
        toast({ content: t('settings.loggedOut') });
      },
    });

  const toggle = (key: keyof typeof preferences, label: string, disabled = false) => (
    <Switch
      checked={preferences[key] && !disabled}
      disabled={disabled}
      aria-label={label}
      onChange={(checked) => {
        setPreferences({ [key]: checked });
        if (key === 'vibration' && checked) navigator.vibrate?.(40);
        // Off, this phone is told nothing; sound and vibration are the push messages' too.
        if (key === 'notification' && !checked) void turnPushOff();
        if (key !== 'notification' && key !== 'theme') {
          void saveDeviceSettings({ ...preferences, [key]: checked });
        }
      }}
    />
  );

  return (
    <div className="settings-page card-lists">
      <List header={t('settings.agreements')} mode="card">
        <MenuLink
          to={paths.serve}
          icon={icon(<FileOutline />)}
          label={t('settings.serviceTerms')}
        />
        <MenuLink to={paths.privacy} icon={icon(<LockOutline />)} label={t('settings.privacy')} />
      </List>

      <List header={t('settings.notifications')} mode="card">
        <List.Item
          prefix={icon(<BellOutline />)}
          extra={toggle('notification', t('settings.messageNotification'))}
        >
          {t('settings.messageNotification')}
        </List.Item>
        <List.Item
          prefix={icon(<SoundOutline />)}
          extra={toggle('sound', t('settings.sound'), !preferences.notification)}
        >
          {t('settings.sound')}
        </List.Item>
        <List.Item
          prefix={icon(<VibrationIcon />)}
          extra={toggle('vibration', t('settings.vibration'), !preferences.notification)}
        >
          {t('settings.vibration')}
        </List.Item>
      </List>
      {preferences.notification && <PushSettings />}

      <List header={t('settings.general')} mode="card">
        <List.Item prefix={icon(<GlobalOutline />)} extra={<LanguageSwitch />}>
          {t('language.label')}
        </List.Item>
        <List.Item prefix={icon(<ThemeIcon />)} extra={<ThemeSwitch />}>
          {t('settings.theme')}
        </List.Item>
        <CurrencyChoice />
        <MenuButton
          icon={icon(<DeleteOutline />)}
          label={t('settings.clearCache')}
          onClick={clearCache}
        />
        <MenuButton
          icon={icon(<SystemQRcodeOutline />)}
          label={t('settings.invite')}
          onClick={() => setOpen('invite')}
        />
        <MenuButton
          icon={icon(<EditSOutline />)}
          label={t('settings.feedback')}
          onClick={() => setOpen('feedback')}
        />
        <List.Item prefix={icon(<InformationCircleOutline />)} extra={`v${__APP_VERSION__}`}>
          {t('settings.version')}
        </List.Item>
      </List>

      <List header={t('settings.account')} mode="card">
        <MenuButton
          icon={icon(<CloseCircleOutline />)}
          label={t('settings.cancelAccount')}
          onClick={() => setOpen('cancel')}
          danger
        />
      </List>

      <div className="settings-logout">
        <Button block size="large" shape="rounded" onClick={() => void confirmLogout()}>
          {t('settings.logout')}
        </Button>
      </div>

      <InvitePopup visible={open === 'invite'} onClose={close} />
      <FeedbackPopup visible={open === 'feedback'} onClose={close} />
      <CancelAccountDialog visible={open === 'cancel'} onClose={close} />
    </div>
  );
}
