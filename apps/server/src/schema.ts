// Every module's tables, for the typed database client and drizzle-kit.
export * from './modules/accounts/accounts.table';
export * from './modules/uploads/uploads.table';
