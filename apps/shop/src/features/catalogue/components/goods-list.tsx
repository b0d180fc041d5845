import type { Goods } from '@facet/contract';
import { Suspense, useState, type ComponentType } from 'react';
import { CompareBar } from '../../compare';
import { GoodsRow } from './goods-row';
import { GoodsRowButtons } from './goods-row-buttons';
import { PagedList, type PagedListProps } from './paged-list';
import { FIRST_SCREEN_ROWS } from '../query-calls';

type GoodsListProps = Omit<PagedListProps<Goods>, 'items' | 'itemKey' | 'renderItem'> & {
  goods: Goods[];
  onToggleFavourite?: (goods: Goods) => void;
  /** Each row can be chosen for comparison; the comparison's bar shows under the list. */
  comparable?: boolean;
  /** The menu a row's "more" opens (the offers' `GoodsRowMenu`, lazily loaded); none without. */
  rowMenu?: ComponentType<RowMenuProps>;
};

/** What a row's menu is given: the stone, and what the list lets its rows do. */
export type RowMenuProps = {
  goods: Goods;
  comparable: boolean;
  onToggleFavourite?: (goods: Goods) => void;
  onClose: () => void;
};

/** Goods rows in a paged list, each with its favourite heart and, given one, its menu. */
export function GoodsInfiniteList({
  goods,
  onToggleFavourite,
  comparable = false,
  rowMenu: RowMenu,
  ...list
}: GoodsListProps) {
  const [menuFor, setMenuFor] = useState<Goods | null>(null);
  return (
    <>
      <PagedList
        {...list}
        items={goods}
        itemKey={(item) => item.Id}
        renderItem={(item, index) => (
          <GoodsRow
            goods={item}
            buttons={
              <GoodsRowButtons
                goods={item}
                onToggleFavourite={onToggleFavourite}
                comparable={comparable}
              />
            }
            onFirstScreen={index < FIRST_SCREEN_ROWS}
            onMenu={RowMenu && setMenuFor}
          />
        )}
      />
      {comparable && <CompareBar />}
      {RowMenu && menuFor && (
        <Suspense>
          <RowMenu
            goods={menuFor}
            comparable={comparable}
            onToggleFavourite={onToggleFavourite}
            onClose={() => setMenuFor(null)}
          />
        </Suspense>
      )}
    </>
  );
}
