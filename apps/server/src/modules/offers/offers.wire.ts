import {
  fromCents,
  offerDiscountPercent,
  offerTotalCents,
  type AdminOffer,
  type Goods,
  type Offer,
  type OfferStatus,
} from '@facet/contract';
import type { OfferRow } from './offers.repo';

/** An offer on the wire: its stone as the reader is sent it, its status as they are told. */
export function offerWire(
  offer: OfferRow,
  goods: Goods,
  weight: number,
  shown: OfferStatus,
  names: Map<number, string>,
): Offer {
  return {
    OfferId: offer.id,
    GoodsId: offer.goodsId,
    Goods: goods,
    BuyerId: offer.userId,
    PricePerCarat: fromCents(offer.offerCents),
    OfferedAgainstPricePerCarat: fromCents(offer.priceCents),
    Total: fromCents(offerTotalCents(offer.offerCents, weight)),
    CounterPricePerCarat: offer.counterCents === null ? null : fromCents(offer.counterCents),
    AgreedPricePerCarat: offer.agreedCents === null ? null : fromCents(offer.agreedCents),
    BelowPercent: offerDiscountPercent(offer.offerCents, offer.priceCents),
    Status: shown,
    CreatedAt: offer.createdAt.toISOString(),
    ExpiresAt: offer.expiresAt.toISOString(),
    Note: offer.note,
    OrderId: offer.orderId,
    History: offer.history.map((step) => ({
      At: new Date(step.at).toISOString(),
      By: step.by,
      ByName: step.by === 'system' ? '' : (names.get(step.by === 'buyer' ? offer.userId : (step.staffId ?? 0)) ?? ''), // prettier-ignore
      Action: step.action,
      PricePerCarat: step.pricePerCaratCents === null ? null : fromCents(step.pricePerCaratCents),
      Note: step.note,
    })),
  };
}

/** An offer as the clerk reads it: the buyer, their tier and their record with offers. */
export function adminWire(
  wire: Offer,
  people: Map<number, { name: string; email: string }>,
  tiers: Map<number, string>,
  record: Map<number, { made: number; accepted: number }>,
): AdminOffer {
  const buyer = people.get(wire.BuyerId);
  const made = record.get(wire.BuyerId);
  return {
    ...wire,
    Buyer: {
      UserId: wire.BuyerId,
      Name: buyer?.name ?? '',
      Email: buyer?.email ?? '',
      Tier: tiers.get(wire.BuyerId) ?? null,
      Offers: made?.made ?? 0,
      Accepted: made?.accepted ?? 0,
    },
  };
}
