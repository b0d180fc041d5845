import { translate } from '@facet/contract';
import { FilterOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useAirflareList } from '../airflare-api';
import { paths } from '../../../shared/routing/paths';
import { formatNumber } from '../../../shared/format/format';
import { useLocale } from '../../../i18n/i18n';
import { useSeesPrices } from '../../accounts';
import { NextPageScroll } from '../../../shared/ui/next-page-scroll';
import { ToolChips, ToolState } from '../../../shared/ui/tool-controls';
import {
  AIRFLARE_SORTS,
  SORT_SPECS,
  activeAirflareFilterCount,
  decodeAirflareSearch,
  encodeAirflareSearch,
  type AirflareSort,
} from '../airflare-filters';
import { SettingRow } from '../components/setting-card';
import '../components/airflare.css';

const SKELETON_ROWS = 5;

/**
 * `/pages/airflare/searchResult`: every ring setting the link's filters let through, newest or
 * by price, page after page as the list scrolls.
 */
export default function AirflareResultPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const seesPrices = useSeesPrices();
  const [search, setSearch] = useSearchParams();
  const { filters, sort } = decodeAirflareSearch(search);
  const list = useAirflareList(filters, SORT_SPECS[sort]);
  const total = list.data?.pages[0]?.Total;
  const active = activeAirflareFilterCount(filters);
  const filtersLink = `${paths.airflare}?${encodeAirflareSearch(filters).toString()}`;

  const settings = list.data?.pages.flatMap((page) => page.List) ?? [];

  return (
    <div className="airflare-result">
      <div className="airflare-result-bar">
        <div className="airflare-result-summary">
          <p className="airflare-result-count" aria-live="polite">
            {total == null
              ? t('common.loading')
              : t('airflare.found', { count: total, total: formatNumber(locale, total) })}
          </p>
          <Link to={filtersLink} className="airflare-result-filters">
            <FilterOutline aria-hidden="true" />
            {active > 0 ? t('airflare.filtersCount', { count: active }) : t('airflare.filters')}
          </Link>
        </div>
        <h2 id="airflare-sort" className="visually-hidden">
          {t('airflare.sortBy')}
        </h2>
        <ToolChips
          mode="one"
          labelledBy="airflare-sort"
          className="airflare-sorts"
          options={AIRFLARE_SORTS.filter((value) => seesPrices || value === 'newest').map(
            (value) => ({ value, label: t(`airflare.sorts.${value}`) }),
          )}
          selected={sort}
          onSelect={(next: AirflareSort) =>
            setSearch(encodeAirflareSearch(filters, next), { replace: true })
          }
        />
      </div>

      <div className="airflare-result-list">
        {list.isPending ? (
          <div className="setting-rows" role="status" aria-label={t('common.loading')}>
            {Array.from({ length: SKELETON_ROWS }, (_, index) => (
              <div key={index} className="setting-row" aria-hidden="true">
                <span className="setting-row-picture tool-skeleton" />
                <span className="setting-row-main">
                  <span className="tool-skeleton tool-skeleton-line tool-skeleton-wide" />
                  <span className="tool-skeleton tool-skeleton-line" />
                </span>
                <span className="tool-skeleton tool-skeleton-line" style={{ width: 56 }} />
              </div>
            ))}
          </div>
        ) : list.isError && !list.data ? (
          <ToolState
            mark="alert"
            title={t('airflare.loadFailed')}
            action={
              <button
                type="button"
                className="tool-link-button"
                onClick={() => void list.refetch()}
              >
                {t('common.retry')}
              </button>
            }
          />
        ) : settings.length === 0 ? (
          <ToolState
            mark="question"
            title={translate(locale, 'SEARCH_EMPTY')}
            action={
              <Link to={filtersLink} className="tool-link-button airflare-see-all">
                {t('airflare.changeFilters')}
              </Link>
            }
          />
        ) : (
          <>
            <ul className="setting-rows">
              {settings.map((setting) => (
                <li key={setting.Id}>
                  <SettingRow setting={setting} />
                </li>
              ))}
            </ul>
            <NextPageScroll
              query={list}
              failedText={t('airflare.pageFailed')}
              classNames={{ footer: 'tool-list-footer' }}
            />
          </>
        )}
      </div>
    </div>
  );
}
