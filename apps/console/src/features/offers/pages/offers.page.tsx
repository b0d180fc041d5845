import { useState } from 'react';
import { Button, Select } from 'antd';
import { RightOutlined } from '@ant-design/icons';
import type { AdminOffer, OfferAnswer } from '@facet/contract';
import { useOfferList, useRefreshOffers } from '../api';
import { AnswerModal } from '../components/answer-modal';
import { OfferHistory } from '../components/offer-history';
import { offersColumns } from '../components/offers-columns';
import {
  listBodyOf,
  OFFER_SORTS,
  OFFER_TABS,
  PAGE_SIZES,
  paramsOf,
  viewFromParams,
  type OfferSort,
  type OfferTab,
} from '../offer-view';
import { useI18n } from '../../../i18n/use-i18n';
import { PageHeading } from '../../../shared/ui/page-heading';
import { PagedTable } from '../../../shared/ui/paged-table';
import { listTexts, QueryCard } from '../../../shared/ui/query-card';
import { TabLabel, useTabbedList } from '../../../shared/ui/tabbed-list';
import './offers.css';

/** The answer being given: its dialog stays mounted while it closes. */
interface Answering {
  offer: AdminOffer;
  action: OfferAnswer;
  open: boolean;
}

/**
 * Buyers' offers on single stones: one tab per status (open first, with how many wait), sorted
 * as the clerk chooses; an open offer is accepted, countered or declined from its row.
 */
export function OffersPage() {
  const { t, locale } = useI18n();
  const list = useTabbedList({
    fromParams: viewFromParams,
    toParams: paramsOf,
    tabs: OFFER_TABS,
    pageSizes: PAGE_SIZES,
  });
  const { view, changeView } = list;
  const result = useOfferList(listBodyOf(view));
  const onRanOut = useRefreshOffers();
  const [answering, setAnswering] = useState<Answering | null>(null);

  const tabLabel = (tab: OfferTab) => (
    <TabLabel count={tab === 'open' ? result.data?.Waiting : undefined}>
      {t(tab === 'all' ? 'offers.tab.all' : `offers.status.${tab}`)}
    </TabLabel>
  );

  const columns = offersColumns(t, locale, {
    onAnswer: (offer, action) => setAnswering({ offer, action, open: true }),
    onRanOut,
  });

  return (
    <div className="offers">
      <PageHeading title={t('nav.offers')}>
        <label className="offers-sort">
          <span className="offers-sort-label">{t('offers.sort.label')}</span>
          <Select<OfferSort>
            value={view.sort}
            onChange={(sort) => changeView({ ...view, sort, page: 1 })}
            options={OFFER_SORTS.map((sort) => ({ value: sort, label: t(`offers.sort.${sort}`) }))}
            popupMatchSelectWidth={false}
          />
        </label>
      </PageHeading>
      <QueryCard result={result} texts={listTexts(t, 'offers')} {...list.cardTabs(tabLabel)}>
        <PagedTable<AdminOffer>
          rowKey="OfferId"
          className="offers-table"
          columns={columns}
          result={result}
          // Sized by what the cells hold; the actions stay in sight on a narrow screen.
          tableLayout="auto"
          expandable={{
            expandedRowRender: (offer) => <OfferHistory offer={offer} />,
            expandIcon: ({ expanded, onExpand, record }) => (
              <Button
                type="text"
                size="small"
                className="offers-expand"
                icon={<RightOutlined rotate={expanded ? 90 : 0} />}
                aria-expanded={expanded}
                aria-label={t(expanded ? 'offers.history.hide' : 'offers.history.show', {
                  stockNo: record.Goods.StockNo,
                })}
                onClick={(event) => onExpand(record, event)}
              />
            ),
          }}
          scroll={{ x: 'max-content' }}
          paging={list.paging}
          totalText={(counts) => t('offers.table.range', counts)}
          empty={t(view.tab === 'open' ? 'offers.empty.open' : 'offers.empty.tab')}
        />
      </QueryCard>
      {answering && (
        <AnswerModal
          key={`${answering.offer.OfferId}-${answering.action}`}
          offer={answering.offer}
          action={answering.action}
          open={answering.open}
          onClose={() => setAnswering({ ...answering, open: false })}
          afterClose={() => setAnswering(null)}
        />
      )}
    </div>
  );
}
