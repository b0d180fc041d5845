export * from './vocabulary';
export * from './labels';
export * from './pricing';
export * from './parcel-match';
export * from './goods';
export * from './stock';
export * from './stock-csv';
export * from './inventory';
