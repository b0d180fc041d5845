import { labelOf, readSearchWords, translate, type RingSetting } from '@facet/contract';
import { Input } from 'antd-mobile';
import { ClockCircleOutline, DeleteOutline, LeftOutline, SearchOutline } from 'antd-mobile-icons';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useCatalogueSearch, useToggleFavourite } from '../api';
import { paths } from '../../../shared/routing/paths';
import { usePageTitle } from '../../../shared/routing/page-title';
import { formatNumber, formatUsd } from '../../../shared/format/format';
import { searchWordsText } from '../search-words-text';
import { clearSearchHistory, readSearchHistory, rememberSearch } from '../search-history';
import { GemIllustration } from '../../../shared/ui/state-illustrations';
import { StatePanel } from '../../../shared/ui/state-panel';
import { LineTabs } from '../../../shared/ui/line-tabs';
import { toast } from '../../../shared/ui/toast';
import { useLocale } from '../../../i18n/i18n';
import { PagedList } from '../components/paged-list';
import { GoodsInfiniteList } from '../components/goods-list';
import { GoodsRowMenu } from '../../offers';
import './search.css';

/**
 * `/pages/search/searchPage` and `/pages/search/index?keyword=…` (§2: a custom navigation bar
 * holding the search box). Without a keyword the page offers the recent searches; with one,
 * what it finds across every category and the ring settings.
 */
export default function SearchPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const location = useLocation();
  const title = usePageTitle();
  const [params] = useSearchParams();
  const keyword = params.get('keyword')?.trim() ?? '';
  const [text, setText] = useState(keyword);

  const search = (value: string) => {
    const wanted = value.trim();
    if (!wanted) {
      toast({ content: translate(locale, 'SEARCH_TEXT_REQUIRED') });
      return;
    }
    setText(wanted);
    void navigate(`${paths.searchResult}?keyword=${encodeURIComponent(wanted)}`, {
      replace: location.pathname === paths.searchResult,
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    search(text);
  };

  const showResults = location.pathname === paths.searchResult && keyword !== '';

  return (
    <div className="search-page">
      <header className="search-nav">
        <h1 className="visually-hidden">{title}</h1>
        <button
          type="button"
          className="search-nav-back"
          onClick={() => void (location.key === 'default' ? navigate(paths.home) : navigate(-1))}
          aria-label={t('nav.back')}
        >
          <LeftOutline />
        </button>
        <form role="search" className="search-nav-form" onSubmit={submit}>
          <SearchOutline className="search-nav-icon" aria-hidden="true" />
          <Input
            value={text}
            onChange={setText}
            type="search"
            enterKeyHint="search"
            autoFocus={!showResults}
            placeholder={t('home.searchPlaceholder')}
            aria-label={t('home.searchLabel')}
            clearable
          />
          <button type="submit" className="search-nav-submit">
            {t('home.searchLabel')}
          </button>
        </form>
      </header>
      {showResults ? (
        <SearchResults key={keyword} keyword={keyword} />
      ) : (
        <SearchHistory onPick={search} />
      )}
    </div>
  );
}

function SearchHistory({ onPick }: { onPick: (keyword: string) => void }) {
  const { t } = useTranslation();
  const [history, setHistory] = useState(readSearchHistory);

  const clear = () => {
    clearSearchHistory();
    setHistory([]);
    toast({ content: t('search.historyCleared') });
  };

  return (
    <div className="search-start">
      {history.length > 0 && (
        <section className="search-history" aria-labelledby="search-history-title">
          <div className="search-history-header">
            <h2 id="search-history-title" className="search-section-title">
              <ClockCircleOutline aria-hidden="true" />
              {t('search.history')}
            </h2>
            <button
              type="button"
              className="search-history-clear"
              onClick={clear}
              aria-label={t('search.clearHistoryLabel')}
            >
              <DeleteOutline aria-hidden="true" />
              {t('search.clearHistory')}
            </button>
          </div>
          <ul className="search-history-list">
            {history.map((entry) => (
              <li key={entry}>
                <button
                  type="button"
                  className="search-history-entry"
                  onClick={() => onPick(entry)}
                >
                  {entry}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      <p className="search-hint">{t('search.hint')}</p>
    </div>
  );
}

type Part = 'goods' | 'settings';

function SearchResults({ keyword }: { keyword: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const query = useCatalogueSearch(keyword);
  const toggleFavourite = useToggleFavourite();
  const [chosen, setChosen] = useState<Part | null>(null);

  // Every search counts as recent, whether typed here, on home or picked from the history.
  useEffect(() => {
    rememberSearch(keyword);
  }, [keyword]);

  const pages = query.data?.pages ?? [];
  const goods = pages.flatMap((page) => page.Goods.List);
  const settings = pages.flatMap((page) => page.Settings.List);
  const goodsTotal = pages[0]?.Goods.Total ?? 0;
  const settingsTotal = pages[0]?.Settings.Total ?? 0;
  // Open on whichever part found something, stones first.
  const part: Part = chosen ?? (goodsTotal === 0 && settingsTotal > 0 ? 'settings' : 'goods');
  // The trade's words ("round 1ct D") were searched as filters: which ones, in the buyer's words.
  const words = readSearchWords(keyword);
  const readAs = words ? searchWordsText(words, locale).join(' · ') : '';

  const empty = (
    <StatePanel
      image={<GemIllustration mark="question" />}
      title={translate(locale, 'EMPTY_NO_DATA')}
      description={t('search.emptyHint')}
    />
  );

  if (query.isSuccess && goodsTotal === 0 && settingsTotal === 0) return empty;

  return (
    <section className="search-results" aria-labelledby="search-results-title">
      <h2 id="search-results-title" className="visually-hidden">
        {t('search.resultsLabel')}
      </h2>
      {query.isSuccess && (
        <LineTabs<Part>
          className="search-tabs"
          label={t('titles.searchResult')}
          active={part}
          onChange={setChosen}
          tabs={[
            { key: 'goods', title: `${t('search.goods')} ${formatNumber(locale, goodsTotal)}` },
            {
              key: 'settings',
              title: `${t('search.settings')} ${formatNumber(locale, settingsTotal)}`,
            },
          ]}
        />
      )}
      {query.isSuccess && part === 'goods' && readAs && (
        <p className="search-read">{t('search.readAs', { words: readAs })}</p>
      )}
      {part === 'goods' ? (
        <GoodsInfiniteList
          rowMenu={GoodsRowMenu}
          query={query}
          goods={goods}
          hasMore={goods.length < goodsTotal}
          onToggleFavourite={(item) =>
            toggleFavourite.mutate({ goods: item, collect: !item.IsCollected })
          }
          empty={empty}
        />
      ) : (
        <PagedList
          query={query}
          items={settings}
          hasMore={settings.length < settingsTotal}
          itemKey={(setting) => setting.Id}
          renderItem={(setting) => <SettingRow setting={setting} />}
          empty={empty}
        />
      )}
    </section>
  );
}

/** A ring setting among the results; it opens on the details page (`?setting=`). */
function SettingRow({ setting }: { setting: RingSetting }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <article className="goods-row">
      <div className="goods-row-picture" aria-hidden="true">
        {setting.Images[0] && (
          <img
            src={setting.Images[0]}
            alt=""
            width={72}
            height={72}
            loading="lazy"
            decoding="async"
          />
        )}
      </div>
      <div className="goods-row-main">
        <h3 className="goods-row-title">
          <Link to={`${paths.productDetails}?setting=${setting.Id}`} className="goods-row-link">
            {setting.Name}
          </Link>
        </h3>
        <p className="goods-row-specs">
          {[labelOf(locale, 'Metal', setting.Metal), setting.Brand].join(' · ')}
        </p>
        <p className="goods-row-specs">
          {t('search.centreStone', {
            shape: labelOf(locale, 'Shape', setting.CenterShape),
            from: formatNumber(locale, setting.CenterWeightMin, 2),
            to: formatNumber(locale, setting.CenterWeightMax, 2),
          })}
        </p>
        <p className="goods-row-meta">
          <span className="goods-row-stock-no">
            {t('search.styleNo', { styleNo: setting.StyleNo })}
          </span>
        </p>
      </div>
      <div className="goods-row-side">
        {setting.Price === null ? (
          <span className="goods-row-price goods-row-price-hidden">
            {t('catalogue.priceOnApproval')}
          </span>
        ) : (
          <strong className="goods-row-price">{formatUsd(locale, setting.Price)}</strong>
        )}
      </div>
    </article>
  );
}
