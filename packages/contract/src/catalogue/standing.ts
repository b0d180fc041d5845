import { z } from '../zod';
import type { OrderStatus } from '../orders/order-state';
import { Goods } from './goods';

/**
 * Where a stone stands, as a certificate enquiry answers it: on sale, held by a buyer, in an
 * order not yet paid (back on sale if that order is cancelled), sold, or taken off the market.
 */
export const STANDINGS = ['on_sale', 'on_hold', 'in_order', 'sold', 'off_market'] as const;
export type Standing = (typeof STANDINGS)[number];

/** An order from payment on: the stone it took is sold. */
const PAID: readonly OrderStatus[] = [
  'Processing',
  'PendingShipment',
  'Shipped',
  'Received',
  'Completed',
];

/**
 * A stone's standing from what the catalogue says of it and the latest order that took its
 * stock (`order`: that order's status, an abnormal one's where it was marked abnormal), if any.
 * A stone still for sale is on sale or on hold whatever orders it was once in.
 */
export function standingOf(
  goods: Pick<Goods, 'OnMarket' | 'Available' | 'OnHold'>,
  order: { status: OrderStatus; resumeStatus: OrderStatus | null } | null,
): Standing {
  if (goods.OnMarket && goods.Available) return goods.OnHold ? 'on_hold' : 'on_sale';
  if (order) {
    const where = order.status === 'Abnormal' ? order.resumeStatus : order.status;
    return where && PAID.includes(where) ? 'sold' : 'in_order';
  }
  return goods.OnMarket ? 'sold' : 'off_market';
}

/** A certificate enquiry's stone: the goods, and where it stands. */
export const CertificateGoods = Goods.extend({ Standing: z.enum(STANDINGS) });
export type CertificateGoods = z.infer<typeof CertificateGoods>;

/** Every stone a certificate number finds, with its standing. */
export const CertificateResults = z.array(CertificateGoods);
