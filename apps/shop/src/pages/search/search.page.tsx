import { translate } from '@facet/contract';
import { Input } from 'antd-mobile';
import { LeftOutline, SearchOutline } from 'antd-mobile-icons';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../app/paths';
import { useRouteTitle } from '../../app/use-route-title';
import { useLocale } from '../../i18n/i18n';
import UnderDevelopmentPage from '../under-development/under-development.page';
import './search.css';
import { toast } from '../../components/toast';

/**
 * The search page and its results (§2: custom navigation bar with the search box). The
 * catalogue search itself arrives with the catalogue issue; until then the body says so.
 */
export default function SearchPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const location = useLocation();
  const title = useRouteTitle();
  const [params] = useSearchParams();
  const [keyword, setKeyword] = useState(params.get('keyword') ?? '');

  const search = (event: FormEvent) => {
    event.preventDefault();
    const text = keyword.trim();
    if (!text) {
      toast({ content: translate(locale, 'SEARCH_TEXT_REQUIRED') });
      return;
    }
    void navigate(`${paths.searchResult}?keyword=${encodeURIComponent(text)}`, {
      replace: location.pathname === paths.searchResult,
    });
  };

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
        <form role="search" className="search-nav-form" onSubmit={search}>
          <SearchOutline className="search-nav-icon" aria-hidden="true" />
          <Input
            value={keyword}
            onChange={setKeyword}
            type="search"
            enterKeyHint="search"
            autoFocus={location.pathname === paths.searchPage}
            placeholder={t('home.searchPlaceholder')}
            aria-label={t('home.searchLabel')}
            clearable
          />
          <button type="submit" className="search-nav-submit">
            {t('home.searchLabel')}
          </button>
        </form>
      </header>
      <UnderDevelopmentPage />
    </div>
  );
}
