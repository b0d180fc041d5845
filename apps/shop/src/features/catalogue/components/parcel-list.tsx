import { translate } from '@facet/contract';
import { List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useToggleFavourite } from '../api';
import { useParcels } from '../tools-api';
import { GoodsRow } from './goods-row';
import { GoodsRowButtons } from './goods-row-buttons';
import { GoodsRowSkeleton } from './paged-list';
import { useLocale } from '../../../i18n/i18n';
import { NextPageScroll } from '../../../shared/ui/next-page-scroll';
import { ToolState } from '../../../shared/ui/tool-controls';

const SKELETON_ROWS = 5;

/** Every parcel on sale, newest first; the next page loads as the end comes into view. */
export function ParcelList() {
  const { t } = useTranslation();
  const locale = useLocale();
  const parcels = useParcels();
  const toggleFavourite = useToggleFavourite();

  if (parcels.isPending) {
    return (
      <div className="tool-card parcel-list" role="status" aria-label={t('common.loading')}>
        {Array.from({ length: SKELETON_ROWS }, (_, index) => (
          <GoodsRowSkeleton key={index} />
        ))}
      </div>
    );
  }
  if (parcels.isError && !parcels.data) {
    return (
      <ToolState
        mark="alert"
        title={t('parcel.listFailed')}
        action={
          <button type="button" className="tool-link-button" onClick={() => void parcels.refetch()}>
            {t('common.retry')}
          </button>
        }
      />
    );
  }
  const goods = parcels.data.pages.flatMap((page) => page.List);
  if (goods.length === 0) {
    return <ToolState mark="question" title={translate(locale, 'EMPTY_NO_DATA')} />;
  }
  const total = parcels.data.pages[0]?.Total ?? goods.length;

  return (
    <>
      <p className="tool-result-heading">{t('parcel.onSale', { count: total })}</p>
      <List className="tool-card parcel-list">
        {goods.map((item) => (
          <List.Item key={item.Id}>
            <GoodsRow
              goods={item}
              buttons={
                <GoodsRowButtons
                  goods={item}
                  onToggleFavourite={(parcel) =>
                    toggleFavourite.mutate({ goods: parcel, collect: !parcel.IsCollected })
                  }
                />
              }
            />
          </List.Item>
        ))}
      </List>
      <NextPageScroll
        query={parcels}
        failedText={t('parcel.pageFailed')}
        classNames={{ footer: 'tool-list-footer' }}
      />
    </>
  );
}
