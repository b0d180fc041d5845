export * from './holds';
export * from './currencies';
export * from './saved-searches';
export * from './saved-search-name';
