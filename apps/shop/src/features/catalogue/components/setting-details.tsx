import { labelOf, translate, type RingSetting } from '@facet/contract';
import { Button, Swiper } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../shared/transport/client';
import { useRingSetting } from '../airflare-api';
import { paths } from '../../../shared/routing/paths';
import { formatNumber, formatUsd } from '../../../shared/format/format';
import { GemIllustration } from '../../../shared/ui/state-illustrations';
import { StatePanel } from '../../../shared/ui/state-panel';
import { PricesOnApproval } from '../../buyers';
import { toast } from '../../../shared/ui/toast';
import { useLocale } from '../../../i18n/i18n';
import { MetalDot, centreRange, useSettingPrice } from './setting-card';
import '../../../shared/ui/tool-controls.css';
import './airflare.css';
import './setting-details.css';

/** `/pages/ProductDetails/index?setting=<Id>`: one Airflare ring setting. */
export default function SettingDetails() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const id = Number(search.get('setting'));
  const setting = useRingSetting(id);

  if (setting.data) return <SettingView setting={setting.data} />;
  if (setting.isError || !Number.isInteger(id) || id <= 0) {
    const missing =
      !Number.isInteger(id) ||
      id <= 0 ||
      (setting.error instanceof ApiError && setting.error.Code === 'NOT_FOUND');
    return (
      <StatePanel
        role="alert"
        image={<GemIllustration mark={missing ? 'question' : 'alert'} />}
        title={missing ? translate(locale, 'NOT_FOUND') : t('airflare.loadFailed')}
      >
        {missing ? (
          <Button
            color="primary"
            fill="outline"
            shape="rounded"
            onClick={() => void navigate(paths.airflare)}
          >
            {t('airflare.browse')}
          </Button>
        ) : (
          <Button
            color="primary"
            fill="outline"
            shape="rounded"
            onClick={() => void setting.refetch()}
          >
            {t('common.retry')}
          </Button>
        )}
      </StatePanel>
    );
  }
  return (
    <div className="setting-details" role="status" aria-label={t('common.loading')}>
      <div className="setting-gallery tool-skeleton" />
      <div className="tool-card">
        <span className="tool-skeleton tool-skeleton-line tool-skeleton-short" />
        <span className="tool-skeleton tool-skeleton-line tool-skeleton-wide" />
        <span className="tool-skeleton tool-skeleton-line" />
      </div>
    </div>
  );
}

function SettingView({ setting }: { setting: RingSetting }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const settingPrice = useSettingPrice();
  const soldOut = setting.Stock === 0;

  const specs: [string, ReactNode][] = [
    [
      t('airflare.metal'),
      <span className="setting-spec-metal" key="metal">
        <MetalDot metal={setting.Metal} />
        {labelOf(locale, 'Metal', setting.Metal)}
      </span>,
    ],
    [
      t('airflare.metalWeight'),
      t('airflare.grams', { weight: formatNumber(locale, setting.MetalWeight, 2) }),
    ],
    [t('airflare.centreShape'), labelOf(locale, 'Shape', setting.CenterShape)],
    [t('airflare.centreRange'), centreRange(locale, setting)],
    [t('airflare.sideStones'), formatNumber(locale, setting.SideStones)],
    [t('airflare.series'), setting.Series],
    [t('airflare.brand'), setting.Brand],
    [t('airflare.styleNo'), setting.StyleNo],
  ];

  return (
    <div className="setting-details">
      <Gallery setting={setting} />

      <section className="tool-card setting-summary" aria-labelledby="setting-name">
        <p className="setting-series">{setting.Series}</p>
        <h2 id="setting-name" className="setting-name">
          {setting.Name}
        </h2>
        <p className="setting-brand">
          {setting.Brand} · <span className="setting-style-no">{setting.StyleNo}</span>
        </p>
        {setting.Price === null || setting.DdpPrice === null ? (
          <PricesOnApproval className="setting-prices-hidden" />
        ) : (
          <div className="setting-prices">
            <p className="setting-price">
              <span className="visually-hidden">{t('airflare.priceLabel')} </span>
              {formatUsd(locale, setting.Price)}
            </p>
            <p className="setting-ddp">
              {t('airflare.ddp', { price: formatUsd(locale, setting.DdpPrice) })}
            </p>
          </div>
        )}
        <p className={`setting-stock${soldOut ? ' setting-stock-out' : ''}`}>
          {soldOut ? t('airflare.soldOut') : t('airflare.inStock', { count: setting.Stock })}
        </p>
      </section>

      <section className="tool-card" aria-labelledby="setting-specs">
        <h2 id="setting-specs" className="tool-card-title setting-card-title">
          {t('airflare.specs')}
        </h2>
        <dl className="setting-specs">
          {specs.map(([name, value]) => (
            <div key={name}>
              <dt>{name}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>

      {setting.Description && (
        <section className="tool-card" aria-labelledby="setting-description">
          <h2 id="setting-description" className="tool-card-title setting-card-title">
            {t('airflare.description')}
          </h2>
          <p className="setting-description">{setting.Description}</p>
        </section>
      )}

      <div className="setting-actions">
        <div className="setting-actions-price">
          <span>{t('airflare.priceLabel')}</span>
          <strong>{settingPrice(setting.Price)}</strong>
        </div>
        <button
          type="button"
          className="setting-add"
          disabled={soldOut}
          onClick={() => toast({ content: translate(locale, 'UNDER_DEVELOPMENT') })}
        >
          {t('airflare.addToCart')}
        </button>
      </div>
    </div>
  );
}

/** The setting's pictures: one fills the width; several swipe, with their place shown. */
function Gallery({ setting }: { setting: RingSetting }) {
  const { t } = useTranslation();
  const pictures = setting.Images;
  if (pictures.length <= 1) {
    return (
      <div className="setting-gallery">
        {pictures[0] && (
          <img src={pictures[0]} alt={t('airflare.pictureOf', { name: setting.Name, index: 1 })} />
        )}
      </div>
    );
  }
  return (
    <Swiper className="setting-gallery" loop indicatorProps={{ color: 'primary' }}>
      {pictures.map((src, index) => (
        <Swiper.Item key={src}>
          <img src={src} alt={t('airflare.pictureOf', { name: setting.Name, index: index + 1 })} />
        </Swiper.Item>
      ))}
    </Swiper>
  );
}
