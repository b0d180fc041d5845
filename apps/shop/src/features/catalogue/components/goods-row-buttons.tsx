import type { Goods } from '@facet/contract';
import { HeartFill, HeartOutline, HistogramOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useCompare } from '../../compare';

type Props = {
  goods: Goods;
  onToggleFavourite?: (goods: Goods) => void;
  /** A button chooses the good for comparison (lists of stones). */
  comparable?: boolean;
};

/**
 * What a buyer does to a row from the list itself, on its picture's corners: the favourite heart
 * and the comparison's toggle. Given to `GoodsRow` by the lists that have them, so a row shown
 * for what it is (the cart's, a hold's, an offer's) brings neither their code nor their icons.
 */
export function GoodsRowButtons({ goods, onToggleFavourite, comparable = false }: Props) {
  const { t } = useTranslation();
  return (
    <>
      {comparable && <CompareToggle goods={goods} />}
      {onToggleFavourite && (
        <button
          type="button"
          className="goods-row-heart"
          aria-pressed={goods.IsCollected}
          aria-label={t('catalogue.favouriteOf', { stockNo: goods.StockNo })}
          onClick={() => onToggleFavourite(goods)}
        >
          {goods.IsCollected ? <HeartFill /> : <HeartOutline />}
        </button>
      )}
    </>
  );
}

/** Chooses the good for comparison, or takes it out; pressed while it is in. */
function CompareToggle({ goods }: { goods: Goods }) {
  const { t } = useTranslation();
  const compare = useCompare();
  const chosen = compare.has(goods.Id);
  return (
    <button
      type="button"
      className="goods-row-compare"
      aria-pressed={chosen}
      aria-label={t('compare.toggleOf', { stockNo: goods.StockNo })}
      onClick={() => compare.toggle(goods.Id)}
    >
      <HistogramOutline />
    </button>
  );
}
