export * from './holds';
export * from './currencies';
export * from './saved-searches';
