import type { Goods, PricedGoods } from '@facet/contract';
import { useQueries } from '@tanstack/react-query';
import { Button, Switch } from 'antd-mobile';
import { CloseOutline, SendOutline } from 'antd-mobile-icons';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  goodsDetailQuery,
  useDisplayPrice,
  goodsAttributes,
  type AttributeKey,
  availabilityOf,
  goodsTitle,
  goodsDetailsPath,
} from '../../catalogue';
import { formatDiscount, formatUsd } from '../../../shared/format/format';
import { paths } from '../../../shared/routing/paths';
import { parseCompareIds } from '../compare-list';
import { shareLink } from '../../../shared/ui/share-link';
import { toast } from '../../../shared/ui/toast';
import { useCompareIds, writeCompare } from '../use-compare';
import { useLocale } from '../../../i18n/i18n';
import { NothingHerePanel } from '../../../shared/ui/nothing-here-panel';
import { canOffer, MakeOfferSheet, offerSheetPreload } from '../../offers';
import './compare.css';

type CompareRow = { key: string; label: string; values: ReactNode[]; texts: string[] };

/**
 * `/pages/compare/index`: up to four stones side by side, the names of the rows pinned on the
 * left while the stones scroll sideways, the rows that differ marked. A shared link
 * (`?ids=12,40,7`) opens that comparison; the buyer may keep it as theirs.
 */
export default function ComparePage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const own = useCompareIds();
  const shared = search.has('ids') ? parseCompareIds(search.get('ids')) : null;
  const ids = shared ?? own;
  const results = useQueries({ queries: ids.map((id) => goodsDetailQuery(id)) });
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  // The stone whose "Make an offer" was tapped: its sheet opens beside the table, not in it.
  const [offerOn, setOfferOn] = useState<PricedGoods | null>(null);
  const goods = results.flatMap((result) => (result.data ? [result.data] : []));
  const rows = useCompareRows(goods);
  const scroller = useRef<HTMLDivElement>(null);
  // The stones arrive one by one, one cached from its details page first: the browser keeps the
  // column it had snapped to, and the comparison opened scrolled to its end. It starts at its
  // first stone whenever its columns change.
  const columns = goods.map((item) => item.Id).join(',');
  useLayoutEffect(() => {
    // A block: scrollTo answers a promise in current Chromium, which React would call on cleanup.
    scroller.current?.scrollTo({ left: 0 });
  }, [columns]);

  if (ids.length === 0) {
    return (
      <NothingHerePanel
        title={t('compare.empty')}
        description={t('compare.emptyHint')}
        action={t('compare.browse')}
      />
    );
  }

  const loading = results.some((result) => result.isPending);
  const failed = results.filter((result) => result.isError).length;
  const isShared = shared !== null && shared.join(',') !== own.join(',');
  const link = `${window.location.origin}${window.location.pathname}#${paths.compare}?ids=${ids.join(',')}`;

  const share = () => shareLink({ title: t('compare.title'), url: link }, t('compare.linkCopied'));

  const shown = onlyDifferences ? rows.filter((row) => differs(row.texts)) : rows;

  return (
    <div className="compare-page">
      <div className="compare-toolbar">
        <span className="compare-differences">
          <Switch
            checked={onlyDifferences}
            onChange={setOnlyDifferences}
            aria-labelledby="compare-differences-label"
          />
          {/* The words switch it too, as a label would. */}
          <span id="compare-differences-label" onClick={() => setOnlyDifferences((on) => !on)}>
            {t('compare.onlyDifferences')}
          </span>
        </span>
        <Button size="small" fill="none" onClick={() => void share()}>
          <SendOutline aria-hidden="true" /> {t('compare.share')}
        </Button>
      </div>
      {isShared && (
        <div className="compare-shared" role="status">
          <span>{t('compare.sharedWithYou')}</span>
          <Button
            size="small"
            color="primary"
            fill="outline"
            shape="rounded"
            onClick={() => {
              writeCompare(shared);
              toast({ icon: 'success', content: t('compare.kept') });
            }}
          >
            {t('compare.keep')}
          </Button>
        </div>
      )}
      {failed > 0 && (
        <p className="compare-failed" role="alert">
          {t('compare.someFailed', { count: failed })}
        </p>
      )}
      <div ref={scroller} className="compare-scroller" aria-busy={loading}>
        <table className="compare-table">
          <thead>
            <tr>
              <th scope="col" className="compare-corner">
                <span className="visually-hidden">{t('compare.field')}</span>
              </th>
              {goods.map((item) => (
                <StoneHead key={item.Id} goods={item} removable={!isShared} onOffer={setOfferOn} />
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={row.key} className={differs(row.texts) ? 'compare-row-differs' : undefined}>
                <th scope="row">{row.label}</th>
                {row.values.map((value, index) => (
                  <td key={goods[index]!.Id}>{value}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {goods.length < 2 && !loading && <p className="compare-hint">{t('compare.addMore')}</p>}
      {offerOn && <MakeOfferSheet goods={offerOn} onClose={() => setOfferOn(null)} />}
    </div>
  );
}

const differs = (texts: string[]) => new Set(texts).size > 1;

type StoneHeadProps = { goods: Goods; removable: boolean; onOffer: (goods: PricedGoods) => void };

function StoneHead({ goods, removable, onOffer }: StoneHeadProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const own = useCompareIds();
  const title = goodsTitle(goods, locale);
  return (
    <th scope="col" className="compare-stone">
      <div className="compare-picture">
        {goods.Images[0] && <img src={goods.Images[0]} alt="" width={88} height={88} />}
        {removable && (
          <button
            type="button"
            className="compare-remove"
            aria-label={t('compare.remove', { title })}
            onClick={() => writeCompare(own.filter((id) => id !== goods.Id))}
          >
            <CloseOutline />
          </button>
        )}
      </div>
      <Link to={goodsDetailsPath(goods)} className="compare-title">
        {title}
      </Link>
      <span className="compare-stock-no">{goods.StockNo}</span>
      {canOffer(goods) && (
        <Button
          className="compare-offer"
          size="mini"
          fill="outline"
          shape="rounded"
          aria-label={`${t('offerButton.make')}: ${title}`}
          {...offerSheetPreload}
          onClick={() => onOffer(goods)}
        >
          {t('offerButton.make')}
        </Button>
      )}
    </th>
  );
}

/** The rows, in the order a grading report reads: price first, then every attribute any has. */
function useCompareRows(goods: Goods[]): CompareRow[] {
  const { t } = useTranslation();
  const locale = useLocale();
  const displayPrice = useDisplayPrice();
  if (goods.length === 0) return [];

  const row = (key: string, label: string, texts: string[], values?: ReactNode[]): CompareRow => ({
    key,
    label,
    texts,
    values: values ?? texts.map((text) => text || '—'),
  });
  const prices = goods.map((item) => displayPrice(item.Price));
  const rows: CompareRow[] = [
    row(
      'price',
      t('compare.price'),
      goods.map((item) => (item.Price === null ? '' : String(item.Price))),
      prices.map((price) => (
        <>
          <strong>{price.main}</strong>
          {price.usd && <span className="compare-usd">{price.usd}</span>}
        </>
      )),
    ),
    row('pricePerCarat', t('details.pricePerCarat'), goods.map((item) => (item.PricePerCarat === null ? '' : t('catalogue.perCarat', { price: formatUsd(locale, item.PricePerCarat) })))), // prettier-ignore
    row('discount', t('details.discount'), goods.map((item) => (item.Discount == null ? '' : formatDiscount(locale, item.Discount)))), // prettier-ignore
    row('availability', t('compare.availability'), goods.map((item) => {
      const availability = availabilityOf(item);
      return availability === 'available' ? t('compare.available') : t(`catalogue.availability.${availability}`, { days: item.ArrivalDays ?? 0 }); // prettier-ignore
    })), // prettier-ignore
  ];

  // Every attribute any of the stones has, in report order, blank where one lacks it.
  const byStone = goods.map(
    (item) =>
      new Map(
        goodsAttributes(item, locale)
          .flatMap((group) => group.rows)
          .map((r) => [r.key, r.value]),
      ),
  );
  const keys: AttributeKey[] = [];
  for (const attributes of byStone) {
    for (const key of attributes.keys()) if (!keys.includes(key)) keys.push(key);
  }
  for (const key of keys) {
    rows.push(
      row(
        key,
        t(`details.fields.${key}`),
        byStone.map((attributes) => attributes.get(key) ?? ''),
      ),
    );
  }
  return rows;
}
