import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { lazyPage } from '../../app/lazy-page';
import { PageLoading } from '../../components/page-loading';

const CategoryQuery = lazyPage(() => import('./category-query'));
const CertificateEnquiry = lazyPage(() => import('../certificate/certificate-enquiry'));
const ParcelMatching = lazyPage(() => import('../parcel/parcel-matching'));

/**
 * `/pages/diamondSearch/index` and `/pages/roughDiamonds/index`: the query page of the category
 * in `?category=`; certificate enquiry and parcel matching are pages of their own kind.
 */
export default function DiamondSearchPage() {
  const [search] = useSearchParams();
  const category = search.get('category');
  const Page =
    category === 'certificate'
      ? CertificateEnquiry
      : category === 'parcel'
        ? ParcelMatching
        : CategoryQuery;
  return (
    <Suspense fallback={<PageLoading />}>
      <Page />
    </Suspense>
  );
}
