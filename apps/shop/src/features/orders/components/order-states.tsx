import type { Order } from '@facet/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../shared/transport/client';
import { useOrderDetail } from '../api';
import { paths } from '../../../shared/routing/paths';
import { PageLoading } from '../../../shared/ui/page-loading';
import { parseId } from '../order-format';
import { LoadFailedPanel } from '../../../shared/ui/load-failed-panel';
import { NothingHerePanel } from '../../../shared/ui/nothing-here-panel';
import { sameId, useDrawn } from '../../../shared/ui/use-drawn';

function OrderNotFound() {
  const { t } = useTranslation();
  return (
    <NothingHerePanel
      title={t('orderDetails.notFound')}
      description={t('orderDetails.notFoundHint')}
      action={t('orderDetails.toOrders')}
      to={paths.order}
      replace
    />
  );
}

/**
 * The order of the page's `?id=`, once loaded; until then the loading state, and for a wrong
 * id or another buyer's order (NOT_FOUND) an honest "does not exist".
 */
export function WithOrder({ children }: { children: (order: Order) => ReactNode }) {
  const [search] = useSearchParams();
  const id = parseId(search.get('id'));
  const query = useOrderDetail(id);
  // The order is the page's heaviest render: the loading state stays until React has drawn it
  // in the background, and never shows the order the page showed before another id.
  const drawn = useDrawn(query.data, sameId);

  if (id === null) return <OrderNotFound />;
  if (query.isPending) return <PageLoading />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.Code === 'NOT_FOUND') {
      return <OrderNotFound />;
    }
    return <LoadFailedPanel onRetry={() => void query.refetch()} outline />;
  }
  return drawn ? children(drawn) : <PageLoading />;
}
