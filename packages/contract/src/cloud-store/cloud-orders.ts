import { z } from '../zod';
import { Id } from '../ids';
import { paged } from '../envelope';
import { ORDER_STATUSES } from '../orders/order-state';
import { ENQUIRY_NOTE_MAX } from './limits';
import { pageFields } from './fields';

/** The enquiries of a store's customers ("Cloud Store Order"), and the console's view of stores. */

export const CLOUD_ORDER_STATUSES = ['New', 'Contacted', 'Ordered', 'Closed'] as const;
export type CloudOrderStatus = (typeof CLOUD_ORDER_STATUSES)[number];
export const CloudOrderStatus = z.enum(CLOUD_ORDER_STATUSES, 'FIELD_INVALID');

export const CloudOrdersBody = z.strictObject({
  ...pageFields,
  Status: CloudOrderStatus.optional(),
});
export type CloudOrdersBody = z.infer<typeof CloudOrdersBody>;

export const CloudOrderUpdateBody = z.strictObject({
  Id,
  Status: CloudOrderStatus,
  /** Absent leaves the note as it is; "" clears it. */
  Note: z.string('FIELD_INVALID').trim().max(ENQUIRY_NOTE_MAX, 'FIELD_TOO_LONG').optional(),
});
export type CloudOrderUpdateBody = z.infer<typeof CloudOrderUpdateBody>;

export const CloudOrderIdBody = z.strictObject({ Id });
export type CloudOrderIdBody = z.infer<typeof CloudOrderIdBody>;

export const CloudOrderLine = z.object({
  GoodsId: z.number().int(),
  Ref: z.string(),
  /** "Round 1.01 ct G VS1 GIA", in the reader's language. */
  Title: z.string(),
  Image: z.string().nullable(),
  /** What the customer was shown, and what the jeweller paid for it then (their tier price). */
  RetailPrice: z.number(),
  WholesalePrice: z.number(),
  /** Whether the stone is on sale now (ToCart takes only these). */
  Available: z.boolean(),
});
export type CloudOrderLine = z.infer<typeof CloudOrderLine>;

/** A customer's enquiry from the storefront, as the jeweller (or Facet's staff) reads it. */
export const CloudOrder = z.object({
  Id: z.number().int(),
  No: z.string(),
  CustomerName: z.string(),
  CustomerPhone: z.string(),
  CustomerEmail: z.string(),
  Message: z.string(),
  Lines: z.array(CloudOrderLine),
  RetailTotal: z.number(),
  WholesaleTotal: z.number(),
  Status: CloudOrderStatus,
  Note: z.string(),
  CreatedAt: z.string(),
  /** The Facet order placed from the stones ToCart put in the cart, once there is one. */
  OrderId: z.number().int().nullable(),
  OrderNo: z.string().nullable(),
  OrderStatus: z.enum(ORDER_STATUSES).nullable(),
});
export type CloudOrder = z.infer<typeof CloudOrder>;

export const CloudOrderCounts = z.object(
  Object.fromEntries(CLOUD_ORDER_STATUSES.map((s) => [s, z.number().int()])) as Record<
    CloudOrderStatus,
    z.ZodNumber
  >,
);
export const CloudOrderPage = paged(CloudOrder).extend({
  /** Enquiries per status, for the tabs' badges. */
  Counts: CloudOrderCounts,
});
export type CloudOrderPage = z.infer<typeof CloudOrderPage>;

// ---- the back office: /api/Admin/CloudStores/* ----

export const AdminStoresBody = z.strictObject({
  ...pageFields,
  /** The link, the store's name, or the owner's email. */
  Keyword: z.string('FIELD_INVALID').trim().max(100, 'FIELD_TOO_LONG').optional(),
});
export type AdminStoresBody = z.infer<typeof AdminStoresBody>;

export const AdminStore = z.object({
  Id: z.number().int(),
  Slug: z.string(),
  Name: z.string(),
  OwnerId: z.number().int(),
  OwnerName: z.string(),
  OwnerEmail: z.string(),
  Enabled: z.boolean(),
  Suspended: z.boolean(),
  Enquiries: z.number().int(),
  NewEnquiries: z.number().int(),
  CreatedAt: z.string(),
  ShareUrl: z.string(),
});
export type AdminStore = z.infer<typeof AdminStore>;
export const AdminStorePage = paged(AdminStore);
export type AdminStorePage = z.infer<typeof AdminStorePage>;

export const SuspendStoreBody = z.strictObject({ Id, Suspended: z.boolean('FIELD_INVALID') });
export type SuspendStoreBody = z.infer<typeof SuspendStoreBody>;

export const AdminStoreEnquiriesBody = z.strictObject({ StoreId: Id, ...pageFields });
export type AdminStoreEnquiriesBody = z.infer<typeof AdminStoreEnquiriesBody>;
/** The same page as the jeweller's: the console reads enquiries as they do. */
export const AdminStoreEnquiryPage = CloudOrderPage;
