export * from './markup';
export * from './store';
