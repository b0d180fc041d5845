import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { lazyPage } from '../../app/lazy-page';
import { PageLoading } from '../../components/page-loading';

const GoodsDetails = lazyPage(() => import('./goods-details'));
const SettingDetails = lazyPage(() => import('../airflare/setting-details'));

/** `/pages/ProductDetails/index?id=…` for goods, `?setting=…` for an Airflare ring setting. */
export default function ProductDetailsPage() {
  const [search] = useSearchParams();
  const Page = search.has('setting') ? SettingDetails : GoodsDetails;
  return (
    <Suspense fallback={<PageLoading />}>
      <Page />
    </Suspense>
  );
}
