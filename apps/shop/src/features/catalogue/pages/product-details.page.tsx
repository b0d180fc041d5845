import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { lazyPage } from '../../../shared/routing/lazy-page';
import { PageLoading } from '../../../shared/ui/page-loading';
// A stone's details, nearly always what this route shows, come with the route's own code
// rather than one round trip after it.
import GoodsDetails from '../components/goods-details';

const SettingDetails = lazyPage(() => import('../components/setting-details'), {
  texts: true,
});

/** `/pages/ProductDetails/index?id=…` for goods, `?setting=…` for an Airflare ring setting. */
export default function ProductDetailsPage() {
  const [search] = useSearchParams();
  if (!search.has('setting')) return <GoodsDetails />;
  return (
    <Suspense fallback={<PageLoading />}>
      <SettingDetails />
    </Suspense>
  );
}
