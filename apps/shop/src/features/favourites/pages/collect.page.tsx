import { CATEGORIES, labelOf, translate, type Category } from '@facet/contract';
import { Button, Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useFavourites, useToggleFavourite, GoodsInfiniteList } from '../../catalogue';
import { formatNumber } from '../../../shared/format/format';
import { paths } from '../../../shared/routing/paths';
import { GemIllustration } from '../../../shared/ui/state-illustrations';
import { StatePanel } from '../../../shared/ui/state-panel';
import { useLocale } from '../../../i18n/i18n';
import './collect.css';

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
    <div className="collect-page">
      <Tabs
        className="collect-tabs"
        activeKey={category ?? ALL}
        onChange={(key) => setSearch(key === ALL ? {} : { tab: key }, { replace: true })}
      >
        <Tabs.Tab key={ALL} title={t('favourites.all')} />
        {CATEGORIES.map((id) => (
          <Tabs.Tab key={id} title={labelOf(locale, 'Category', id)} />
        ))}
      </Tabs>
      <Favourites key={category ?? ALL} category={category} />
    </div>
  );
}

function Favourites({ category }: { category?: Category }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
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
        query={query}
        goods={goods}
        comparable
        onToggleFavourite={(item) =>
          toggleFavourite.mutate({ goods: item, collect: !item.IsCollected })
        }
        empty={
          <StatePanel
            image={<GemIllustration mark="question" />}
            title={translate(locale, 'EMPTY_NO_FAVOURITES')}
            description={t('favourites.emptyHint')}
          >
            <Button
              color="primary"
              fill="outline"
              shape="rounded"
              onClick={() => void navigate(paths.home)}
            >
              {t('favourites.browse')}
            </Button>
          </StatePanel>
        }
      />
    </>
  );
}
