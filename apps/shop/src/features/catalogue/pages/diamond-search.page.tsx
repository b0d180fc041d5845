import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { lazyPage } from '../../../shared/routing/lazy-page';
import { PageLoading } from '../../../shared/ui/page-loading';
// A category's query page, what this route shows but for two of its categories, comes with
// the route's own code rather than one round trip after it.
import CategoryQuery from '../components/category-query';

const CertificateEnquiry = lazyPage(() => import('../components/certificate-enquiry'), {
  texts: true,
});
const ParcelMatching = lazyPage(() => import('../components/parcel-matching'), {
  texts: true,
});

/**
 * `/pages/diamondSearch/index` and `/pages/roughDiamonds/index`: the query page of the category
 * in `?category=`; certificate enquiry and parcel matching are pages of their own kind.
 */
export default function DiamondSearchPage() {
  const [search] = useSearchParams();
  const category = search.get('category');
  if (category !== 'certificate' && category !== 'parcel') return <CategoryQuery />;
  return (
    <Suspense fallback={<PageLoading />}>
      {category === 'certificate' ? <CertificateEnquiry /> : <ParcelMatching />}
    </Suspense>
  );
}
