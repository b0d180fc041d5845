import { isPriced, isUnique, labelOf, translate, type Goods } from '@facet/contract';
import { Button, Skeleton } from 'antd-mobile';
import {
  HeartFill,
  HeartOutline,
  HistogramOutline,
  LinkOutline,
  SendOutline,
} from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useGoodsDetail, useToggleFavourite } from '../api';
import { ApiError } from '../../../shared/transport/client';
import { isGoodsId } from '../goods-detail';
import { paths } from '../../../shared/routing/paths';
import {
  formatCarats,
  formatDiscount,
  formatNumber,
  formatUsd,
} from '../../../shared/format/format';
import { useDisplayPrice } from '../display-price';
import { goodsAttributes } from '../goods-attributes';
import { availabilityOf, goodsTitle } from '../goods-text';
import { GemIllustration } from '../../../shared/ui/state-illustrations';
import { MediaViewer } from './stone-media/media-viewer';
import { PricesOnApproval } from '../../buyers';
import { StatePanel } from '../../../shared/ui/state-panel';
import { shareLink } from '../../../shared/ui/share-link';
import { useCompare } from '../../compare';
import { useLocale } from '../../../i18n/i18n';
import { AddToCart } from '../../cart';
import { AskAboutStone } from './ask-about-stone';
import { HoldPanel } from '../../holds';
import { OfferPanel } from '../../offers';
import { MemoPanel } from '../../memo';
import './goods-details.css';
import { LoadFailedPanel } from '../../../shared/ui/load-failed-panel';
import { sameId, useDrawn } from '../../../shared/ui/use-drawn';

/** `/pages/ProductDetails/index?id=…`: one good with everything the trade asks about it. */
export default function GoodsDetailsPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const id = Number(search.get('id'));
  const query = useGoodsDetail(id);
  // The details are the page's heaviest render: when they arrive after the page (a stone opened
  // from a list), the skeleton stays until React has drawn them in the background, and another
  // stone's details are never drawn under this one's id. As the first page, with the answer the
  // HTML asked for, they are drawn in the app's first render, a transition already (main.tsx).
  const drawn = useDrawn(query.data, sameId);

  // A malformed id never reaches the server: there is nothing to ask for.
  if (!isGoodsId(id)) return <NotFound />;
  if (query.data) {
    return drawn ? <GoodsDetails goods={drawn} /> : <DetailsSkeleton />;
  }
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.Code === 'NOT_FOUND') return <NotFound />;
    return (
      <LoadFailedPanel
        title={t('details.loadFailed')}
        onRetry={() => void query.refetch()}
        outline
      />
    );
  }
  return <DetailsSkeleton />;
}

function NotFound() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  return (
    <StatePanel image={<GemIllustration mark="question" />} title={translate(locale, 'NOT_FOUND')}>
      <Button
        color="primary"
        fill="outline"
        shape="rounded"
        onClick={() => void navigate(paths.home)}
      >
        {t('common.backHome')}
      </Button>
    </StatePanel>
  );
}

function DetailsSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="goods-details" role="status" aria-label={t('common.loading')}>
      <Skeleton animated className="details-gallery-skeleton" />
      <div className="details-card details-summary">
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={4} animated />
      </div>
    </div>
  );
}

function Row({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="details-row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function GoodsDetails({ goods }: { goods: Goods }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const toggleFavourite = useToggleFavourite();
  const title = goodsTitle(goods, locale);
  const availability = availabilityOf(goods);
  const buyable = ['available', 'madeToOrder', 'heldForYou'].includes(availability);
  const usd = (amount: number) => formatUsd(locale, amount);
  const price = useDisplayPrice()(goods.Price);
  const compare = useCompare();
  const byCarat = goods.StockUnit === 'carat';
  // A stone's price is the stone's; rough, seeds and parcels are priced per sale unit.
  const unitPrice = (amount: string) =>
    isUnique(goods.Category)
      ? amount
      : t(byCarat ? 'catalogue.perCarat' : 'catalogue.perPiece', { price: amount });
  const quantity = (value: number) =>
    byCarat
      ? formatCarats(locale, value)
      : t('details.pieces', { count: value, quantity: formatNumber(locale, value) });

  const share = () =>
    shareLink(
      { title, text: `${title} · ${goods.StockNo}`, url: window.location.href },
      t('details.linkCopied'),
    );

  return (
    <div className="goods-details">
      <MediaViewer goods={goods} />

      <section className="details-card details-summary" aria-labelledby="details-title">
        <p className="details-eyebrow">{labelOf(locale, 'Category', goods.Category)}</p>
        <h2 id="details-title" className="details-title">
          {title}
        </h2>
        <p className="details-stock-no">{t('details.stockNo', { stockNo: goods.StockNo })}</p>
        {availability !== 'available' && availability !== 'heldForYou' && (
          <p className={`details-availability details-availability-${availability}`} role="status">
            {availability === 'madeToOrder'
              ? t('catalogue.availability.madeToOrder', { days: goods.ArrivalDays ?? 0 })
              : t(`details.unavailable.${availability}`)}
          </p>
        )}
        {isPriced(goods) ? (
          <>
            <div className="details-price">
              <strong className="details-price-value">{unitPrice(price.main)}</strong>
              <span className="details-basis">
                {labelOf(locale, 'PricingBasis', goods.PricingBasis)}
              </span>
            </div>
            {price.usd && (
              <p className="details-usd">
                {t('details.usdBinding', { price: unitPrice(price.usd) })}
              </p>
            )}
            <dl className="details-rows details-price-rows">
              {goods.PricingBasis === 'discount' && goods.ListPrice != null && (
                <Row label={t('details.listPrice')}>
                  {t('catalogue.perCarat', { price: usd(goods.ListPrice) })}
                </Row>
              )}
              {goods.Discount != null && (
                <Row label={t('details.discount')}>
                  <span className="details-discount">{formatDiscount(locale, goods.Discount)}</span>
                </Row>
              )}
              {!byCarat && (
                <Row label={t('details.pricePerCarat')}>
                  {t('catalogue.perCarat', { price: usd(goods.PricePerCarat) })}
                </Row>
              )}
              <Row label={t('details.ddp')}>
                {unitPrice(usd(goods.DdpPrice))}
                <span className="details-hint">{t('details.ddpHint')}</span>
              </Row>
            </dl>
            <HoldPanel goods={goods} />
            <OfferPanel goods={goods} />
            <MemoPanel goods={goods} />
          </>
        ) : (
          <PricesOnApproval className="details-prices-hidden" />
        )}
      </section>

      <section className="details-card" aria-labelledby="details-stock">
        <h3 id="details-stock" className="details-card-title">
          {t('details.stockTitle')}
        </h3>
        <dl className="details-rows">
          <Row label={t('details.inStock')}>{quantity(goods.Stock)}</Row>
          <Row label={t('details.minBuy')}>{quantity(goods.MinBuy)}</Row>
          {goods.ArrivalDays != null && (
            <Row label={t('details.arrival')}>
              {t('details.arrivalDays', { days: goods.ArrivalDays })}
            </Row>
          )}
        </dl>
      </section>

      {goods.Video && (
        <section className="details-card" aria-labelledby="details-video">
          <h3 id="details-video" className="details-card-title">
            {t('details.video')}
          </h3>
          <video
            className="details-video"
            src={goods.Video}
            poster={goods.Images[0]}
            controls
            playsInline
            preload="metadata"
          />
        </section>
      )}

      {goodsAttributes(goods, locale).map((group) => (
        <section key={group.key} className="details-card" aria-labelledby={`details-${group.key}`}>
          <h3 id={`details-${group.key}`} className="details-card-title">
            {t(`details.groups.${group.key}`)}
          </h3>
          <dl className="details-rows">
            {group.rows.map((row) => (
              <Row key={row.key} label={t(`details.fields.${row.key}`)}>
                {row.value}
              </Row>
            ))}
          </dl>
          {group.key === 'certificate' && goods.ReportUrl && (
            <a
              className="details-verify"
              href={goods.ReportUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              <LinkOutline aria-hidden="true" />
              {t('details.verify', { lab: goods.Lab })}
            </a>
          )}
        </section>
      ))}

      <AskAboutStone goods={goods} />

      <div className="details-actions">
        <button
          type="button"
          className="details-action"
          aria-pressed={goods.IsCollected}
          onClick={() => toggleFavourite.mutate({ goods, collect: !goods.IsCollected })}
        >
          {goods.IsCollected ? <HeartFill className="details-heart" /> : <HeartOutline />}
          <span>{t('details.favourite')}</span>
        </button>
        <button type="button" className="details-action" onClick={() => void share()}>
          <SendOutline />
          <span>{t('details.share')}</span>
        </button>
        <button
          type="button"
          className="details-action"
          aria-pressed={compare.has(goods.Id)}
          onClick={() => compare.toggle(goods.Id)}
        >
          <HistogramOutline />
          <span>{t('details.compare')}</span>
        </button>
        <AddToCart goods={goods} disabled={!buyable} />
      </div>
    </div>
  );
}
