import { translate } from '@facet/contract';
import { Input } from 'antd-mobile';
import { MessageOutline, RightOutline, SearchOutline } from 'antd-mobile-icons';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { CATEGORY_IDS, categoryPath } from '../../catalogue';
import { paths } from '../../../shared/routing/paths';
import { BrandMark } from '../../../shared/ui/brand-mark';
import { useLocale } from '../../../i18n/i18n';
import { CategoryIcon } from '../components/category-icons';
import './home.css';
import { toast } from '../../../shared/ui/toast';

/** §4: the order flow a buyer goes through, shown so a first order holds no surprise. */
const ORDER_STEPS = ['submit', 'confirm', 'pay', 'receive'] as const;

export default function HomePage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');

  const search = (event: FormEvent) => {
    event.preventDefault();
    const text = keyword.trim();
    if (!text) {
      toast({ content: translate(locale, 'SEARCH_TEXT_REQUIRED') });
      return;
    }
    void navigate(`${paths.searchResult}?keyword=${encodeURIComponent(text)}`);
  };

  return (
    <div className="home-page">
      <header className="home-header">
        <div className="home-topbar">
          <h1 className="home-brand">
            <BrandMark size={30} />
          </h1>
          <Link
            to={paths.imService}
            className="home-icon-button"
            aria-label={t('titles.customerService')}
          >
            <MessageOutline />
          </Link>
        </div>
        <form role="search" className="home-search" onSubmit={search}>
          <SearchOutline className="home-search-icon" aria-hidden="true" />
          <Input
            value={keyword}
            onChange={setKeyword}
            type="search"
            enterKeyHint="search"
            placeholder={t('home.searchPlaceholder')}
            aria-label={t('home.searchLabel')}
            clearable
          />
        </form>
      </header>

      <section className="home-hero" aria-labelledby="home-hero-title">
        <p className="home-hero-eyebrow">{t('home.heroEyebrow')}</p>
        <h2 id="home-hero-title" className="home-hero-title">
          {t('home.heroTitle')}
        </h2>
        <p className="home-hero-text">{t('home.heroText')}</p>
      </section>

      <section className="home-section" aria-labelledby="home-categories">
        <h2 id="home-categories" className="home-section-title">
          {t('home.categories')}
        </h2>
        <ul className="category-grid">
          {CATEGORY_IDS.map((id) => (
            <li key={id}>
              <Link to={categoryPath(id)} className="category-tile">
                <span className="category-icon">
                  <CategoryIcon id={id} />
                </span>
                <span className="category-name">{t(`categories.${id}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className="home-section">
        <Link to={paths.airflare} className="airflare-card">
          <span className="airflare-icon">
            <CategoryIcon id="airflare" />
          </span>
          <span className="airflare-text">
            <strong>{t('titles.airflare')}</strong>
            <span>{t('home.airflareText')}</span>
          </span>
          <RightOutline aria-hidden="true" />
        </Link>
      </section>

      <section className="home-section" aria-labelledby="home-how">
        <h2 id="home-how" className="home-section-title">
          {t('home.howTitle')}
        </h2>
        <ol className="order-steps">
          {ORDER_STEPS.map((step, index) => (
            <li key={step} className="order-step">
              <span className="order-step-number">{index + 1}</span>
              <span className="order-step-name">{t(`home.steps.${step}`)}</span>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
