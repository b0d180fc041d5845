import { drawnStonePicture, isUnique, labelOf, type Goods } from '@facet/contract';
import { useTranslation } from 'react-i18next';
import { useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../shared/routing/paths';
import { useNearScreen } from '../../../shared/ui/near-screen';
import { formatDiscount, formatNumber, formatUsd } from '../../../shared/format/format';
import { useDisplayPrice } from '../display-price';
import { availabilityOf, finishCodes, goodsTitle, isFancy } from '../goods-text';
import { useLocale } from '../../../i18n/i18n';
import './goods-row.css';

export const goodsDetailsPath = (goods: Pick<Goods, 'Id'>) =>
  `${paths.productDetails}?id=${goods.Id}`;

/** The secondary line: the grades a trader scans after the title, by category. */
function useSpecs(goods: Goods): string[] {
  const { t } = useTranslation();
  const locale = useLocale();
  const label = (group: Parameters<typeof labelOf>[1], value: string | null) =>
    value ? labelOf(locale, group, value) : '';
  const fluorescence =
    goods.Fluorescence && goods.Fluorescence !== 'None'
      ? t('catalogue.fluorescenceShort', { value: label('Fluorescence', goods.Fluorescence) })
      : '';
  switch (goods.Category) {
    case 'seed':
      return [
        label('Orientation', goods.Orientation),
        label('Grade', goods.Grade),
        goods.Process ?? '',
      ];
    case 'rough':
      return [label('Grade', goods.Grade), goods.Process ?? ''];
    case 'parcel':
      return [t('catalogue.parcelLot')];
    default:
      return [
        isFancy(goods) && goods.Overtone && goods.Overtone !== 'none'
          ? label('Overtone', goods.Overtone)
          : '',
        isFancy(goods) ? (goods.Clarity ?? '') : '',
        finishCodes(goods),
        fluorescence,
        goods.Lab ?? '',
        goods.Process ?? '',
      ];
  }
}

type Props = {
  goods: Goods;
  /** The heart and the comparison's toggle, on the picture's corners (`GoodsRowButtons`). */
  buttons?: ReactNode;
  /** One of the rows shown before any scrolling: its picture loads at once. */
  onFirstScreen?: boolean;
  /** The badge saying why it cannot be bought; off where the page says so itself. */
  availabilityBadge?: boolean;
  /** A "more" button opens the row's menu (make an offer, compare, favourite, share). */
  onMenu?: (goods: Goods) => void;
};

/**
 * A good in a list, dense as a stock list but readable on a phone: picture, the trade's one-line
 * name, grades, stock number and location, price and price per carat, and the buttons the list gives it
 * (the heart, the comparison's toggle). The whole row opens the details.
 */
export function GoodsRow({
  goods,
  buttons,
  onFirstScreen = false,
  availabilityBadge = true,
  onMenu,
}: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const specs = useSpecs(goods).filter(Boolean);
  const availability = availabilityOf(goods);
  // A stone without a picture of its own is drawn, in its shape and colour: never a grey box.
  const picture = goods.Images[0] ?? drawnStonePicture(goods);
  // Rows below the first screen ask for their picture as they come near it.
  const pictureBox = useRef<HTMLDivElement>(null);
  const pictureDue = useNearScreen(pictureBox, !onFirstScreen);
  const media = [
    goods.HasVideo && 'video',
    goods.Has360 && 'spin',
    goods.Lab && goods.CertificateNo && 'report',
  ].filter(Boolean) as ('video' | 'spin' | 'report')[];
  // A stone's price is the stone's; rough, seeds and parcels are priced per sale unit.
  const unit = isUnique(goods.Category)
    ? null
    : goods.StockUnit === 'carat'
      ? 'perCarat'
      : 'perPiece';
  const { main: price, usd } = useDisplayPrice()(goods.Price);

  return (
    <article
      className={`goods-row${availability === 'soldOut' || availability === 'offMarket' ? ' goods-row-unavailable' : ''}`}
    >
      <div className="goods-row-media">
        <div className="goods-row-picture" ref={pictureBox}>
          {pictureDue && <img src={picture} alt="" width={72} height={72} decoding="async" />}
          {media.length > 0 && (
            <ul className="goods-row-media-badges" aria-label={t('catalogue.media.label')}>
              {media.map((kind) => (
                <li key={kind} className={`goods-row-media-badge goods-row-media-${kind}`}>
                  {kind === 'report' ? goods.Lab : t(`catalogue.media.${kind}`)}
                </li>
              ))}
            </ul>
          )}
        </div>
        {buttons}
      </div>
      <div className="goods-row-main">
        <h3 className="goods-row-title">
          <Link to={goodsDetailsPath(goods)} className="goods-row-link">
            {goodsTitle(goods, locale)}
          </Link>
        </h3>
        {specs.length > 0 && <p className="goods-row-specs">{specs.join(' · ')}</p>}
        <p className="goods-row-meta">
          <span className="goods-row-stock-no">{goods.StockNo}</span>
          {goods.Location && <span>{labelOf(locale, 'Location', goods.Location)}</span>}
        </p>
        {availabilityBadge && availability !== 'available' && (
          <p className={`goods-row-badge goods-row-badge-${availability}`}>
            {t(`catalogue.availability.${availability}`, { days: goods.ArrivalDays ?? 0 })}
          </p>
        )}
      </div>
      <div className="goods-row-side">
        {goods.Price === null ? (
          <span className="goods-row-price goods-row-price-hidden">{price}</span>
        ) : (
          <strong className="goods-row-price">
            {unit ? t(`catalogue.${unit}`, { price }) : price}
          </strong>
        )}
        {usd && (
          <span className="goods-row-sub goods-row-usd">
            {unit ? t(`catalogue.${unit}`, { price: usd }) : usd}
          </span>
        )}
        {goods.Category === 'seed' ? (
          <span className="goods-row-sub">
            {t('catalogue.minBuyShort', { quantity: formatNumber(locale, goods.MinBuy) })}
          </span>
        ) : (
          goods.StockUnit === 'piece' &&
          goods.PricePerCarat != null && (
            <span className="goods-row-sub">
              {t('catalogue.perCarat', { price: formatUsd(locale, goods.PricePerCarat) })}
            </span>
          )
        )}
        {goods.Discount != null && (
          <span className="goods-row-discount">{formatDiscount(locale, goods.Discount)}</span>
        )}
        {onMenu && (
          <button
            type="button"
            className="goods-row-more"
            aria-haspopup="dialog"
            aria-label={t('catalogue.moreFor', { stockNo: goods.StockNo })}
            onClick={() => onMenu(goods)}
          />
        )}
      </div>
    </article>
  );
}
