import { METALS, labelOf, translate, type Metal, type Shape } from '@facet/contract';
import { DownOutline, SearchOutline } from 'antd-mobile-icons';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { SETTINGS_PREVIEW_SIZE, useAirflarePreview } from '../airflare-api';
import { formatNumber } from '../../../shared/format/format';
import { useLocale } from '../../../i18n/i18n';
import { useSeesPrices } from '../../accounts';
import { parseDecimal } from '../../../shared/format/decimal-text';
import {
  NumberField,
  ToolChips,
  ToolState,
  useShapeOptions,
} from '../../../shared/ui/tool-controls';
import { useDebounced } from '../../../shared/ui/use-debounced';
import {
  activeAirflareFilterCount,
  airflareResultPath,
  compactAirflareFilters,
  decodeAirflareSearch,
  encodeAirflareSearch,
  priceRangeInverted,
  toggled,
  type AirflareFilters,
} from '../airflare-filters';
import { MetalDot, SettingTile, SettingTileSkeleton } from '../components/setting-card';
import '../components/airflare.css';

/** The centre shapes mountings are made for. */
const CENTRE_SHAPES: readonly Shape[] = [
  'round',
  'oval',
  'cushion',
  'pear',
  'princess',
  'emerald',
  'radiant',
  'marquise',
  'heart',
  'asscher',
];

/** The grid asks again only after a pause in tapping and typing. */
const PREVIEW_DELAY_MS = 300;

/**
 * `/pages/airflare/index`: Airflare ring settings. Series, metal, centre shape, price and a
 * keyword narrow them; the newest that fit show at once, and the button opens all of them.
 * The filters live in the link, so "back" from a setting finds them as they were.
 */
export default function AirflarePage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const seesPrices = useSeesPrices();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const { filters } = decodeAirflareSearch(search);
  const [keyword, setKeyword] = useState(filters.Keyword ?? '');
  const [priceText, setPriceText] = useState({
    min: filters.PriceMin?.toString() ?? '',
    max: filters.PriceMax?.toString() ?? '',
  });
  const [moreOpen, setMoreOpen] = useState(
    Boolean(
      filters.Metal || filters.CenterShape || filters.PriceMin != null || filters.PriceMax != null,
    ),
  );
  const shapeOptions = useShapeOptions(CENTRE_SHAPES);

  const inverted = priceRangeInverted(filters);
  const settledSearch = useDebounced(search.toString(), PREVIEW_DELAY_MS);
  const settled = decodeAirflareSearch(new URLSearchParams(settledSearch)).filters;
  // An inverted price range is refused by the server; until it is fixed the grid and the
  // series follow the other filters.
  const previewed = priceRangeInverted(settled)
    ? { ...settled, PriceMin: undefined, PriceMax: undefined }
    : settled;
  const preview = useAirflarePreview(compactAirflareFilters(previewed));
  const total = preview.data?.Total;

  const update = (patch: Partial<AirflareFilters>) =>
    setSearch(encodeAirflareSearch({ ...filters, ...patch }), { replace: true });

  const typePrice = (end: 'min' | 'max') => (text: string) => {
    setPriceText((current) => ({ ...current, [end]: text }));
    const value = parseDecimal(text);
    // Only a readable price narrows the list; an unfinished one waits.
    if (value !== null && (value === undefined || value >= 0)) {
      update(end === 'min' ? { PriceMin: value } : { PriceMax: value });
    }
  };

  const submitKeyword = (event: FormEvent) => {
    event.preventDefault();
    update({ Keyword: keyword });
    (document.activeElement as HTMLElement | null)?.blur();
  };

  const clear = () => {
    setKeyword('');
    setPriceText({ min: '', max: '' });
    setSearch(new URLSearchParams(), { replace: true });
  };

  const active = activeAirflareFilterCount(filters);
  const seriesList = preview.data?.SeriesList;

  return (
    <div className="airflare-page">
      <div className="tool-page airflare-body">
        <form role="search" className="airflare-search" onSubmit={submitKeyword}>
          <SearchOutline className="airflare-search-icon" aria-hidden="true" />
          <input
            type="search"
            enterKeyHint="search"
            value={keyword}
            maxLength={64}
            onChange={(event) => setKeyword(event.target.value)}
            onBlur={() =>
              keyword.trim() !== (filters.Keyword ?? '') && update({ Keyword: keyword })
            }
            placeholder={t('airflare.searchPlaceholder')}
            aria-label={t('airflare.searchLabel')}
          />
        </form>

        <section aria-labelledby="airflare-series" className="airflare-series">
          <h2 id="airflare-series" className="visually-hidden">
            {t('airflare.series')}
          </h2>
          {seriesList ? (
            <ToolChips
              mode="any"
              labelledBy="airflare-series"
              className="tool-chips-scroll"
              options={seriesList.map((series) => ({ value: series, label: series }))}
              selected={filters.Series}
              onToggle={(series) => update({ Series: toggled(filters.Series, series) })}
            />
          ) : (
            <div className="tool-chips tool-chips-scroll" aria-hidden="true">
              {[96, 120, 88, 110].map((width) => (
                <span
                  key={width}
                  className="tool-skeleton airflare-chip-skeleton"
                  style={{ width }}
                />
              ))}
            </div>
          )}
        </section>

        <section className="tool-card airflare-more" aria-labelledby="airflare-more-title">
          <h2 id="airflare-more-title" className="airflare-more-heading">
            <button
              type="button"
              className="airflare-more-toggle"
              aria-expanded={moreOpen}
              aria-controls="airflare-more-panel"
              onClick={() => setMoreOpen((open) => !open)}
            >
              <span>{t('airflare.moreFilters')}</span>
              <span className="airflare-more-summary">
                {active > 0 ? t('airflare.activeFilters', { count: active }) : t('airflare.any')}
              </span>
              <DownOutline className="airflare-more-arrow" aria-hidden="true" />
            </button>
          </h2>
          <div id="airflare-more-panel" hidden={!moreOpen}>
            <h3 id="airflare-metal" className="tool-subtitle">
              {t('airflare.metal')}
            </h3>
            <ToolChips
              mode="any"
              labelledBy="airflare-metal"
              options={METALS.map((metal) => ({
                value: metal,
                label: labelOf(locale, 'Metal', metal),
                icon: <MetalDot metal={metal} />,
              }))}
              selected={filters.Metal}
              onToggle={(metal: Metal) => update({ Metal: toggled(filters.Metal, metal) })}
            />
            <h3 id="airflare-shape" className="tool-subtitle">
              {t('airflare.centreShape')}
            </h3>
            <ToolChips
              mode="any"
              labelledBy="airflare-shape"
              className="tool-chips-shapes"
              options={shapeOptions}
              selected={filters.CenterShape}
              onToggle={(shape) => update({ CenterShape: toggled(filters.CenterShape, shape) })}
            />
            {/* Before approval (BUYER_APPROVAL=browse) there is no price to filter by. */}
            {seesPrices && (
              <>
                <h3 className="tool-subtitle">{t('airflare.price')}</h3>
                <div className="tool-field-pair">
                  <NumberField
                    id="airflare-price-min"
                    label={t('airflare.priceMin')}
                    value={priceText.min}
                    onChange={typePrice('min')}
                    prefix={<span aria-hidden="true">$</span>}
                    placeholder="0"
                  />
                  <NumberField
                    id="airflare-price-max"
                    label={t('airflare.priceMax')}
                    value={priceText.max}
                    onChange={typePrice('max')}
                    prefix={<span aria-hidden="true">$</span>}
                    placeholder={t('airflare.noLimit')}
                    error={inverted ? translate(locale, 'RANGE_INVERTED') : undefined}
                  />
                </div>
              </>
            )}
          </div>
        </section>

        <section aria-labelledby="airflare-latest" className="airflare-latest">
          <div className="airflare-latest-header">
            <h2 id="airflare-latest" className="tool-result-heading">
              {active > 0 ? t('airflare.matching') : t('airflare.latest')}
            </h2>
            {total != null && total > SETTINGS_PREVIEW_SIZE && (
              <Link to={airflareResultPath(filters)} className="tool-link-button airflare-see-all">
                {t('airflare.seeAll')}
              </Link>
            )}
          </div>
          <SettingsPreview preview={preview} onClear={active > 0 ? clear : undefined} />
        </section>
      </div>

      <div className="airflare-actions">
        <button type="button" className="airflare-clear" onClick={clear} disabled={active === 0}>
          {t('airflare.clear')}
          {active > 0 && <span className="airflare-clear-count">{active}</span>}
        </button>
        <button
          type="button"
          className="airflare-show"
          disabled={inverted || total === 0}
          aria-busy={preview.isFetching}
          onClick={() => void navigate(airflareResultPath(filters))}
        >
          {inverted
            ? t('airflare.fixPrice')
            : total == null
              ? t('airflare.counting')
              : t('airflare.show', { count: total, total: formatNumber(locale, total) })}
        </button>
      </div>
    </div>
  );
}

function SettingsPreview({
  preview,
  onClear,
}: {
  preview: ReturnType<typeof useAirflarePreview>;
  onClear?: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (preview.isPending) {
    return (
      <div className="setting-grid" role="status" aria-label={t('common.loading')}>
        {Array.from({ length: 4 }, (_, index) => (
          <SettingTileSkeleton key={index} />
        ))}
      </div>
    );
  }
  if (preview.isError && !preview.data) {
    return (
      <ToolState
        mark="alert"
        title={t('airflare.loadFailed')}
        action={
          <button type="button" className="tool-link-button" onClick={() => void preview.refetch()}>
            {t('common.retry')}
          </button>
        }
      />
    );
  }
  const settings = preview.data?.List ?? [];
  if (settings.length === 0) {
    return (
      <ToolState
        mark="question"
        title={translate(locale, 'SEARCH_EMPTY')}
        action={
          onClear && (
            <button type="button" className="tool-link-button" onClick={onClear}>
              {t('airflare.clear')}
            </button>
          )
        }
      />
    );
  }
  return (
    <ul className={`setting-grid${preview.isPlaceholderData ? ' setting-grid-stale' : ''}`}>
      {settings.map((setting) => (
        <li key={setting.Id}>
          <SettingTile setting={setting} />
        </li>
      ))}
    </ul>
  );
}
