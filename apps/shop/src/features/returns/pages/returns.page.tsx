import { RETURN_DAYS_DEFAULT } from '@facet/contract';
import { useTranslation } from 'react-i18next';
import { useReturns } from '../api';
import { ReturnCard } from '../components/return-card';
import { PagedList } from '../../catalogue';
import { paths } from '../../../shared/routing/paths';
import { NothingHerePanel } from '../../../shared/ui/nothing-here-panel';
import './returns.css';

/** `/pages/returns/index`: the buyer's returns, newest first; the returns' notices link to the order. */
export default function ReturnsPage() {
  const { t } = useTranslation();
  const query = useReturns();
  const returns = query.data?.pages.flatMap((page) => page.List) ?? [];
  return (
    <div className="returns-page">
      <PagedList
        query={query}
        items={returns}
        itemKey={(item) => item.ReturnId}
        renderItem={(item) => <ReturnCard item={item} withOrder />}
        empty={
          <NothingHerePanel
            title={t('returns.empty')}
            description={t('returns.emptyHint', { days: RETURN_DAYS_DEFAULT })}
            action={t('returns.toOrders')}
            to={paths.order}
          />
        }
      />
    </div>
  );
}
