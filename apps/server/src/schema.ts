// Every module's tables, for the typed database client and drizzle-kit.
export * from './modules/accounts/accounts.table';
export * from './modules/uploads/uploads.table';
export * from './modules/inventory/inventory.table';
export * from './modules/favourites/favourites.table';
export * from './modules/cart/cart.table';
export * from './modules/addresses/addresses.table';
export * from './modules/orders/orders.table';
export * from './modules/notices/notices.table';
export * from './modules/chat/chat.table';
export * from './modules/holds/holds.table';
export * from './modules/currencies/currencies.table';
export * from './modules/saved-searches/saved-searches.table';
export * from './modules/accounts/tiers.table';
export * from './modules/audit/audit.table';
export * from './modules/stats/stats.table';
export * from './modules/contact/contact.table';
export * from './modules/cloud-store/cloud-store.table';
