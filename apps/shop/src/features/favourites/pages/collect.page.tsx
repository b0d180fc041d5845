import { CATEGORIES, labelOf, translate, type Category } from '@facet/contract';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useFavourites, useToggleFavourite, GoodsInfiniteList } from '../../catalogue';
import { formatNumber } from '../../../shared/format/format';
import { useLocale } from '../../../i18n/i18n';
import { NothingHerePanel } from '../../../shared/ui/nothing-here-panel';
import { LineTabs } from '../../../shared/ui/line-tabs';
import '../../../shared/ui/pinned-tabs.css';
import './collect.css';
import { GoodsRowMenu } from '../../offers';

const ALL = 'all';
const isCategory = (value: string | null): value is Category =>
  (CATEGORIES as readonly (string | null)[]).includes(value);

/** `/pages/collect/index`: the buyer's favourites, all or by category (`?tab=`). */
export default function CollectPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [search, setSearch] = useSearchParams();
  const tab = search.get('tab');
  const category = isCategory(tab) ? tab : undefined;

  return (
    <div className="collect-page tabbed-page">
      <LineTabs
        className="collect-tabs pinned-tabs"
        label={t('titles.collect')}
        active={category ?? ALL}
        onChange={(key) => setSearch(key === ALL ? {} : { tab: key }, { replace: true })}
        tabs={[
          { key: ALL, title: t('favourites.all') },
          ...CATEGORIES.map((id) => ({ key: id, title: labelOf(locale, 'Category', id) })),
        ]}
      />
      <Favourites key={category ?? ALL} category={category} />
    </div>
  );
}

function Favourites({ category }: { category?: Category }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const query = useFavourites(category);
  const toggleFavourite = useToggleFavourite();
  // A heart tapped off takes the row away at once; the list reloads when the server agrees.
  const loaded = query.data?.pages.flatMap((page) => page.List) ?? [];
  const goods = loaded.filter((item) => item.IsCollected);
  const total = (query.data?.pages[0]?.Total ?? 0) - (loaded.length - goods.length);

  return (
    <>
      <h2 className="collect-total" aria-live="polite">
        {goods.length === 0
          ? ''
          : t('favourites.total', { count: total, total: formatNumber(locale, total) })}
      </h2>
      <GoodsInfiniteList
        rowMenu={GoodsRowMenu}
        query={query}
        goods={goods}
        comparable
        onToggleFavourite={(item) =>
          toggleFavourite.mutate({ goods: item, collect: !item.IsCollected })
        }
        empty={
          <NothingHerePanel
            title={translate(locale, 'EMPTY_NO_FAVOURITES')}
            description={t('favourites.emptyHint')}
            action={t('favourites.browse')}
          />
        }
      />
    </>
  );
}
