// Every module's tables, for the typed database client and drizzle-kit.
export * from './modules/accounts/accounts.table';
export * from './modules/uploads/uploads.table';
export * from './modules/catalogue/catalogue.table';
export * from './modules/orders/orders.table';
export * from './modules/notices/notices.table';
export * from './modules/chat/chat.table';
