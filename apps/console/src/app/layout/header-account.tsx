import { Avatar, Button, Tooltip } from 'antd';
import { LogoutOutlined } from '@ant-design/icons';
import type { UserInfo } from '@facet/contract';
import { useI18n } from '../../i18n/use-i18n';
import { displayName, useLogout } from '../../features/accounts';

/** Who is signed in, and the way out. */
export function HeaderAccount({ user, compact }: { user: UserInfo; compact: boolean }) {
  const { t } = useI18n();
  const logout = useLogout();
  const name = displayName(user);
  return (
    <div className="header-account">
      <Tooltip title={compact ? `${name} · ${user.Email}` : undefined}>
        <span className="header-identity">
          <Avatar size={32} className="header-avatar" src={user.HeadPortrait || undefined}>
            {name.slice(0, 1).toUpperCase()}
          </Avatar>
          {compact ? (
            <span className="visually-hidden">{t('header.account', { name })}</span>
          ) : (
            <span className="header-identity-text">
              <span className="header-name">
                {name}
                <span className="header-role">
                  {t(user.Role === 'admin' ? 'role.admin' : 'role.clerk')}
                </span>
              </span>
              <span className="header-email">{user.Email}</span>
            </span>
          )}
        </span>
      </Tooltip>
      <Button
        type="text"
        icon={<LogoutOutlined />}
        loading={logout.isPending}
        onClick={() => logout.mutate()}
        aria-label={compact ? t('header.logOut') : undefined}
      >
        {!compact && t('header.logOut')}
      </Button>
    </div>
  );
}
