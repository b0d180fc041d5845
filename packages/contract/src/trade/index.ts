export * from './holds';
export * from './currencies';
