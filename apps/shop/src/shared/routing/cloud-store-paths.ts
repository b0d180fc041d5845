/**
 * The Cloud Store's pages in the shop (not in §2: the account menu names them without a route).
 * Kept here, not in paths.ts, so the storefront's branch and this one merge cleanly.
 */
export const cloudStorePaths = {
  /** Account → Software as a Service: the jeweller's store settings and links. */
  setup: '/pages/cloudStore/index',
  /** Account → Cloud Store Order: their customers' enquiries. */
  orders: '/pages/cloudStore/orders',
} as const;
