import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useOfferTab } from '../api';
import { OfferCard } from '../components/offer-card';
import { OFFER_TAB_NAMES, parseOfferTab, type OfferTab } from '../offer-terms';
import { PagedList } from '../../catalogue';
import { NothingHerePanel } from '../../../shared/ui/nothing-here-panel';
import { LineTabs } from '../../../shared/ui/line-tabs';
import '../../../shared/ui/pinned-tabs.css';
import './offers.css';

/**
 * `/pages/offers/index?tab=`: the buyer's offers on single stones — waiting for an answer (a
 * counter first), accepted, ended. The offers' notices and mails link here.
 */
export default function OffersPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const tab = parseOfferTab(search.get('tab'));

  return (
    <div className="offers-page tabbed-page">
      <LineTabs
        className="offers-tabs pinned-tabs"
        label={t('titles.offers')}
        active={tab}
        onChange={(key) => setSearch(key === 'waiting' ? {} : { tab: key }, { replace: true })}
        tabs={OFFER_TAB_NAMES.map((name) => ({ key: name, title: t(`myOffers.tabs.${name}`) }))}
      />
      <Offers key={tab} tab={tab} />
    </div>
  );
}

function Offers({ tab }: { tab: OfferTab }) {
  const { t } = useTranslation();
  const query = useOfferTab(tab);
  const offers = query.data?.pages.flatMap((page) => page.List) ?? [];

  return (
    <PagedList
      query={query}
      items={offers}
      itemKey={(offer) => offer.OfferId}
      renderItem={(offer) => <OfferCard offer={offer} />}
      empty={
        <NothingHerePanel
          title={t(`myOffers.empty.${tab}`)}
          description={t('myOffers.emptyHint')}
          action={t('myOffers.browse')}
        />
      }
    />
  );
}
