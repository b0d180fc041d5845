import { List } from 'antd-mobile';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

type Common = { icon?: ReactNode; label: ReactNode; danger?: boolean };

// antd-mobile renders a clickable List.Item as an <a> without href: neither a link nor a
// button for keyboards and screen readers. These rows keep its look around a real control
// stretched over the whole row.

export function MenuLink({
  to,
  icon,
  label,
  danger,
  extra,
}: Common & { to: string; extra?: ReactNode }) {
  return (
    <List.Item prefix={icon} extra={extra} arrowIcon className={menuClass(danger)}>
      <Link to={to} className="menu-control">
        {label}
      </Link>
    </List.Item>
  );
}

export function MenuButton({ onClick, icon, label, danger }: Common & { onClick: () => void }) {
  return (
    <List.Item prefix={icon} arrowIcon className={menuClass(danger)}>
      <button type="button" onClick={onClick} className="menu-control">
        {label}
      </button>
    </List.Item>
  );
}

const menuClass = (danger?: boolean) => (danger ? 'menu-row menu-row-danger' : 'menu-row');
