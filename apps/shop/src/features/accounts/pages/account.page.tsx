import { List } from 'antd-mobile';
import {
  BellOutline,
  CalculatorOutline,
  ClockCircleOutline,
  EnvironmentOutline,
  RightOutline,
  CheckShieldOutline,
  CollectMoneyOutline,
  SearchOutline,
  SetOutline,
  ShopbagOutline,
  StarOutline,
  AppstoreOutline,
  MailOutline,
  TruckOutline,
  UndoOutline,
  UnorderedListOutline,
} from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/routing/paths';
import { cloudStorePaths } from '../../../shared/routing/cloud-store-paths';
import { MenuLink } from '../../../shared/ui/menu-list';
import type en from '../../../i18n/en.json';
import { KeyIcon } from '../../api-keys';
import { useSession, useUserDisplay } from '../session';
import './account.css';

type Entry = { key: keyof (typeof en)['account']['menu']; icon: ReactNode; to: string };

// The seven entries of §2, and Facet's own beside them. The calculator has Facet's own route;
// "Contact us" (§2 routes it, its menu does not) is the way to the office; the software service
// and the Cloud Store's enquiries have no route in §2: they get the Cloud Store's own.
const ORDER_ENTRIES: Entry[] = [
  { key: 'productOrder', icon: <UnorderedListOutline />, to: paths.order },
  { key: 'cloudOrder', icon: <ShopbagOutline />, to: cloudStorePaths.orders },
  { key: 'returns', icon: <UndoOutline />, to: paths.returns },
];
const SERVICE_ENTRIES: Entry[] = [
  { key: 'verification', icon: <CheckShieldOutline />, to: paths.verification },
  { key: 'address', icon: <EnvironmentOutline />, to: paths.address },
  { key: 'calculator', icon: <CalculatorOutline />, to: paths.calculator },
  { key: 'favorites', icon: <StarOutline />, to: paths.collect },
  { key: 'holds', icon: <ClockCircleOutline />, to: paths.holds },
  { key: 'offers', icon: <CollectMoneyOutline />, to: paths.offers },
  { key: 'memo', icon: <TruckOutline />, to: paths.memo },
  { key: 'savedSearches', icon: <SearchOutline />, to: paths.savedSearches },
  { key: 'saas', icon: <AppstoreOutline />, to: cloudStorePaths.setup },
  { key: 'apiKeys', icon: <KeyIcon />, to: paths.apiKeys },
  { key: 'notifications', icon: <BellOutline />, to: paths.hintMessage },
  { key: 'contact', icon: <MailOutline />, to: paths.contact },
];

export default function AccountPage() {
  const { t } = useTranslation();
  const { name, avatar, email } = useUserDisplay();
  const verification = useSession()?.Verification ?? 'none';

  const entry = ({ key, icon, to }: Entry) => {
    const label = t(`account.menu.${key}`);
    const prefix = <span className="menu-icon">{icon}</span>;
    // The verification entry says where the buyer stands: not sent, waiting, verified.
    const extra =
      key === 'verification' ? (
        <span className={`account-verification account-verification-${verification}`}>
          {t(`account.verification.${verification}`)}
        </span>
      ) : undefined;
    return <MenuLink key={key} to={to} icon={prefix} label={label} extra={extra} />;
  };

  return (
    <div className="account-page">
      <header className="account-header">
        <div className="account-topbar">
          <h1 className="account-title">{t('titles.account')}</h1>
          <Link
            to={paths.settings}
            className="account-icon-button"
            aria-label={t('titles.settings')}
          >
            <SetOutline />
          </Link>
        </div>
        <Link to={paths.setUserInfo} className="account-profile">
          <img className="account-avatar" src={avatar} alt="" width={64} height={64} />
          <span className="account-identity">
            <strong className="account-name">{name}</strong>
            <span className="account-email">{email}</span>
          </span>
          <span className="visually-hidden">{t('account.editProfile')}</span>
          <RightOutline className="account-profile-arrow" aria-hidden="true" />
        </Link>
      </header>

      <section className="account-card" aria-labelledby="account-orders">
        <h2 id="account-orders" className="account-card-title">
          {t('account.orders')}
        </h2>
        <List>{ORDER_ENTRIES.map(entry)}</List>
      </section>

      <section className="account-card" aria-labelledby="account-services">
        <h2 id="account-services" className="account-card-title">
          {t('account.services')}
        </h2>
        <List>{SERVICE_ENTRIES.map(entry)}</List>
      </section>
    </div>
  );
}
