import { labelOf, type Metal, type RingSetting } from '@facet/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCarats, formatUsd } from '../../../shared/format/format';
import { useLocale } from '../../../i18n/i18n';
import { settingDetailsPath } from '../airflare-filters';

/** A swatch of the metal's colour: white golds and platinum differ, but a buyer sees yellow. */
export function MetalDot({ metal }: { metal: Metal }) {
  return <span className={`metal-dot metal-dot-${metal}`} aria-hidden="true" />;
}

/** "0.68 – 1.75 ct": the centre stones a mounting takes. */
export function centreRange(locale: Parameters<typeof formatCarats>[0], setting: RingSetting) {
  return `${formatCarats(locale, setting.CenterWeightMin)} – ${formatCarats(locale, setting.CenterWeightMax)}`;
}

/** A setting in the index's grid: picture first, then name, metal and price. */
/** A setting's price in dollars, or "Price on approval" while the buyer may not see prices. */
export function useSettingPrice() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (usd: number | null) =>
    usd === null ? t('catalogue.priceOnApproval') : formatUsd(locale, usd);
}

export function SettingTile({ setting }: { setting: RingSetting }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const settingPrice = useSettingPrice();
  return (
    <Link to={settingDetailsPath(setting.Id)} className="setting-tile">
      <span className="setting-tile-picture">
        {setting.Images[0] && (
          <img
            src={setting.Images[0]}
            alt=""
            width={160}
            height={160}
            loading="lazy"
            decoding="async"
          />
        )}
        {setting.Stock === 0 && <span className="setting-sold-out">{t('airflare.soldOut')}</span>}
      </span>
      <span className="setting-tile-text">
        <span className="setting-tile-series">{setting.Series}</span>
        <strong className="setting-tile-name">{setting.Name}</strong>
        <span className="setting-tile-metal">
          <MetalDot metal={setting.Metal} />
          {labelOf(locale, 'Metal', setting.Metal)}
        </span>
        <span className="setting-tile-price">{settingPrice(setting.Price)}</span>
      </span>
    </Link>
  );
}

/** A setting in the result list: one row, dense as a stock list, picture at its start. */
export function SettingRow({ setting }: { setting: RingSetting }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const settingPrice = useSettingPrice();
  return (
    <Link to={settingDetailsPath(setting.Id)} className="setting-row">
      <span className="setting-row-picture">
        {setting.Images[0] && (
          <img
            src={setting.Images[0]}
            alt=""
            width={76}
            height={76}
            loading="lazy"
            decoding="async"
          />
        )}
      </span>
      <span className="setting-row-main">
        <strong className="setting-row-name">{setting.Name}</strong>
        <span className="setting-row-line">
          <MetalDot metal={setting.Metal} />
          {labelOf(locale, 'Metal', setting.Metal)}
        </span>
        <span className="setting-row-line">
          {t('airflare.centreOf', {
            shape: labelOf(locale, 'Shape', setting.CenterShape),
            range: centreRange(locale, setting),
          })}
        </span>
      </span>
      <span className="setting-row-side">
        <strong className="setting-row-price">{settingPrice(setting.Price)}</strong>
        <span className={`setting-row-stock${setting.Stock === 0 ? ' setting-row-stock-out' : ''}`}>
          {setting.Stock === 0
            ? t('airflare.soldOut')
            : t('airflare.inStock', { count: setting.Stock })}
        </span>
      </span>
    </Link>
  );
}

/** Placeholders in the shape of the grid while it loads. */
export function SettingTileSkeleton() {
  return (
    <div className="setting-tile setting-tile-skeleton" aria-hidden="true">
      <span className="setting-tile-picture tool-skeleton" />
      <span className="setting-tile-text">
        <span className="tool-skeleton tool-skeleton-line" />
        <span className="tool-skeleton tool-skeleton-line tool-skeleton-wide" />
        <span className="tool-skeleton tool-skeleton-line tool-skeleton-short" />
      </span>
    </div>
  );
}
