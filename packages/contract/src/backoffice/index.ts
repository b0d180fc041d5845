export * from './buyers';
export * from './staff';
