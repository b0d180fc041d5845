import { z } from '../zod';
import { Id } from '../ids';
import { TEXT_AREA_MAX } from '../rules';
import { paged } from '../envelope';
import { GoodsCategory } from '../catalogue/goods';
import { Address } from '../addresses';
import {
  ORDER_ACTIONS,
  ORDER_STATUSES,
  ORDER_TAB_NAMES,
  type OrderAction,
  type OrderStatus,
} from './order-state';

const required = { error: 'FIELD_REQUIRED' } as const;
const id = Id;
const optionalText = (max: number) => z.string().trim().max(max, 'FIELD_TOO_LONG').optional();
const filled = (max: number) =>
  z.string(required).trim().min(1, 'FIELD_REQUIRED').max(max, 'FIELD_TOO_LONG');
const Money = z.number();

export const OrderStatusValue = z.enum(ORDER_STATUSES, 'FIELD_INVALID');
export const RECEIVING_METHODS = ['pickup', 'express'] as const;
export type ReceivingMethod = (typeof RECEIVING_METHODS)[number];
export const ORDER_KINDS = ['stock', 'custom_made', 'demand'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];
export const ORDER_NOTICES = ['in_stock', 'custom_made'] as const;

/** §9: an upload list holds at most 52 pictures. */
export const VOUCHERS_MAX = 52;
/**
 * A custom order's description is the one text area longer than §9's 140 (`TEXT_AREA_MAX`): it
 * is the whole written specification of a piece made from a picture, which the salesperson
 * quotes from (docs/orders.md, "Text areas").
 */
export const DEMAND_DESCRIPTION_MAX = 500;
export const DEMAND_IMAGES_MAX = 9;

/** The carriers a clerk can ship with, and self pickup at the office. Fees in USD. */
export const LOGISTICS = [
  { Id: 1, Key: 'pickup', Method: 'pickup', Fee: 0 },
  { Id: 2, Key: 'fedex', Method: 'express', Fee: 85 },
  { Id: 3, Key: 'dhl', Method: 'express', Fee: 80 },
  { Id: 4, Key: 'ups', Method: 'express', Fee: 90 },
  { Id: 5, Key: 'malca', Method: 'express', Fee: 150 },
] as const satisfies readonly { Id: number; Key: string; Method: ReceivingMethod; Fee: number }[];
export type LogisticsKey = (typeof LOGISTICS)[number]['Key'];

export const Logistics = z.object({
  Id: z.number().int(),
  Name: z.string(),
  Method: z.enum(RECEIVING_METHODS),
  Fee: Money,
});
export type Logistics = z.infer<typeof Logistics>;

// ---- buyer requests ----

export const AddOrderBody = z
  .strictObject({
    CartIds: z.array(id, 'FIELD_INVALID').min(1, 'NOTHING_SELECTED').max(200, 'FIELD_TOO_LONG'),
    AddressId: id.optional(),
    ReceivingMethod: z.enum(RECEIVING_METHODS, 'FIELD_INVALID'),
    LogisticsId: id.optional(),
    Remark: optionalText(TEXT_AREA_MAX),
    Need: optionalText(TEXT_AREA_MAX),
  })
  .superRefine((body, ctx) => {
    if (body.ReceivingMethod === 'express' && body.LogisticsId === undefined) {
      ctx.addIssue({ code: 'custom', path: ['LogisticsId'], message: 'LOGISTICS_REQUIRED' });
    }
  });
export type AddOrderBody = z.infer<typeof AddOrderBody>;

export const OrderAdded = z.object({
  OrderId: z.number().int(),
  OrderNo: z.string(),
  Status: z.enum(ORDER_STATUSES),
  CreatedAt: z.string(),
  Notice: z.enum(ORDER_NOTICES),
});
export type OrderAdded = z.infer<typeof OrderAdded>;

export const OrderListBody = z.strictObject({
  PageIndex: z.number('FIELD_INVALID').int('FIELD_INVALID').min(1, 'FIELD_INVALID').default(1),
  PageSize: z
    .number('FIELD_INVALID')
    .int('FIELD_INVALID')
    .min(1, 'FIELD_INVALID')
    .max(100, 'PAGE_SIZE_MAX')
    .default(20),
  /** A single status, or a tab of the order list (`unpaid`, `completed`…). */
  Status: z.union([OrderStatusValue, z.enum(ORDER_TAB_NAMES, 'FIELD_INVALID')]).optional(),
});
export type OrderListBody = z.infer<typeof OrderListBody>;

export const OrderIdBody = z.strictObject({ OrderId: id });
export type OrderIdBody = z.infer<typeof OrderIdBody>;

export const AddDemandOrderBody = z.strictObject({
  Images: z
    .array(z.uuid('FIELD_INVALID'), 'FIELD_INVALID')
    .min(1, 'PICTURE_REQUIRED')
    .max(DEMAND_IMAGES_MAX, 'FIELD_TOO_LONG'),
  Description: filled(DEMAND_DESCRIPTION_MAX),
  Category: GoodsCategory,
  Quantity: z.number('QUANTITY_INVALID').int('QUANTITY_INVALID').min(1, 'QUANTITY_INVALID').max(100_000, 'QUANTITY_INVALID'),
  Budget: z.number('FIELD_INVALID').finite('FIELD_INVALID').positive('FIELD_INVALID').max(100_000_000, 'FIELD_INVALID').optional(),
  AddressId: id.optional(),
}); // prettier-ignore
export type AddDemandOrderBody = z.infer<typeof AddDemandOrderBody>;

export const AddRemarkBody = z.strictObject({ OrderId: id, Remark: filled(TEXT_AREA_MAX) });
export type AddRemarkBody = z.infer<typeof AddRemarkBody>;

export const UploadVouchersBody = z.strictObject({
  OrderId: id,
  FileIds: z
    .array(z.uuid('FIELD_INVALID'), 'FIELD_INVALID')
    .min(1, 'PICTURE_REQUIRED')
    .max(VOUCHERS_MAX, 'FIELD_TOO_LONG'),
});
export type UploadVouchersBody = z.infer<typeof UploadVouchersBody>;

export const ReplaceAddressBody = z.strictObject({ OrderId: id, AddressId: id });
export type ReplaceAddressBody = z.infer<typeof ReplaceAddressBody>;

export const CancelOrderBody = z.strictObject({
  OrderId: id,
  Reason: optionalText(TEXT_AREA_MAX),
});
export type CancelOrderBody = z.infer<typeof CancelOrderBody>;

// ---- responses ----

export const OrderLine = z.object({
  Id: z.number().int(),
  GoodsId: z.number().int(),
  Category: GoodsCategory,
  StockNo: z.string(),
  /** What the buyer bought, as it was: shape, weight, grades, lab and report. */
  Title: z.string(),
  Image: z.string().nullable(),
  Quantity: z.number(),
  StockUnit: z.enum(['piece', 'carat']),
  UnitPrice: Money,
  /** The unit price at ordering, when a clerk changed it on confirming. */
  OriginalUnitPrice: Money.nullable(),
  Amount: Money,
  CustomMade: z.boolean(),
  ArrivalDays: z.number().int().nullable(),
});
export type OrderLine = z.infer<typeof OrderLine>;

export const OrderHistoryEntry = z.object({
  From: z.enum(ORDER_STATUSES).nullable(),
  To: z.enum(ORDER_STATUSES),
  Action: z.enum(['submit', ...ORDER_ACTIONS] as [string, ...string[]]),
  At: z.string(),
  By: z.object({ Role: z.enum(['buyer', 'clerk', 'admin']), Name: z.string() }),
  Note: z.string(),
});
export type OrderHistoryEntry = z.infer<typeof OrderHistoryEntry>;

export const OrderSummary = z.object({
  Id: z.number().int(),
  OrderNo: z.string(),
  Kind: z.enum(ORDER_KINDS),
  Status: z.enum(ORDER_STATUSES),
  CreatedAt: z.string(),
  ItemCount: z.number().int(),
  /** Goods, before delivery. */
  Amount: Money,
  Fee: Money,
  Total: Money,
  Image: z.string().nullable(),
  Title: z.string(),
});
export type OrderSummary = z.infer<typeof OrderSummary>;
export const OrderPage = paged(OrderSummary);
export type OrderPage = z.infer<typeof OrderPage>;

export const Order = OrderSummary.extend({
  Lines: z.array(OrderLine),
  // The address as the order took it: the map pin stays with the address book.
  Address: Address.omit({ Id: true, IsDefault: true, Latitude: true, Longitude: true }).nullable(),
  ReceivingMethod: z.enum(RECEIVING_METHODS),
  Logistics: Logistics.nullable(),
  Remark: z.string(),
  Need: z.string(),
  Remarks: z.array(
    z.object({ Text: z.string(), At: z.string(), By: z.enum(['buyer', 'clerk', 'admin']) }),
  ),
  Vouchers: z.array(z.object({ FileId: z.string(), Url: z.string(), At: z.string() })),
  Shipment: z.object({ Carrier: z.string(), TrackingNo: z.string(), At: z.string() }).nullable(),
  Demand: z
    .object({
      Images: z.array(z.string()),
      Description: z.string(),
      Category: GoodsCategory,
      Quantity: z.number().int(),
      Budget: Money.nullable(),
    })
    .nullable(),
  History: z.array(OrderHistoryEntry),
  Notice: z.enum(ORDER_NOTICES),
  /** The status an abnormal order returns to when resolved. */
  ResumeStatus: z.enum(ORDER_STATUSES).nullable(),
  /** What the caller may do now: status changes and edits. */
  Actions: z.array(z.string()),
});
export type Order = z.infer<typeof Order>;

export type { OrderAction, OrderStatus };

/** An order's shipments, newest first. */
export const LogisticsList = z.array(Logistics);

/** A custom order placed from pictures: waiting for the clerk's quote. */
export const DemandOrderPlaced = z.object({
  OrderId: z.number().int(),
  OrderNo: z.string(),
  Status: OrderStatusValue,
});
export type DemandOrderPlaced = z.infer<typeof DemandOrderPlaced>;
