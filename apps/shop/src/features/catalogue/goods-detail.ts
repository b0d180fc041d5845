import type { Goods } from '@facet/contract';
import { queryKeysFactory } from '@facet/web-client';
import { queryClient } from '../../shared/transport/query-client';
import { sessionStore } from '../accounts';
import { withRates } from '../currencies';
import { calls } from '../../shared/transport/http';
import { DETAIL_CALL, detailBody, isGoodsId } from './detail-call';

/** Every cached goods query sits under `goods`, so a favourite can be marked in all of them. */
export const goodsScope = queryKeysFactory('goods');

export { isGoodsId };

/** One good with everything the trade asks about it: what the details page asks first. */
export const goodsDetailQuery = (id: number) => ({
  queryKey: goodsScope.detail(id),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    withRates(calls.post(DETAIL_CALL, detailBody(id), { signal, quiet: true })),
});

/**
 * When the app opens on a stone's details: its data is asked for beside the page's code rather
 * than after it, and its first picture — the largest thing on the screen — as soon as the data
 * names it, before the page has drawn.
 */
export function prefetchGoodsDetail(id: number) {
  if (!isGoodsId(id) || !sessionStore.get()) return;
  const query = goodsDetailQuery(id);
  void queryClient.prefetchQuery(query).then(() => {
    const picture = queryClient.getQueryData<Goods>(query.queryKey)?.Images[0];
    if (!picture) return;
    const link = Object.assign(document.createElement('link'), {
      rel: 'preload',
      as: 'image',
      href: picture,
      fetchPriority: 'high',
    });
    document.head.append(link);
  });
}
