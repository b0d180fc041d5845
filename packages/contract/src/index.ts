// The wire contract, one folder per capability (docs/architecture.md): each folder's index
// holds its schemas, its rules.ts the rules without zod; the files at this level are what every
// capability shares (locale, texts, envelope, ids, time, field rules).
export * from './locale';
export * from './errors';
export * from './i18n';
export * from './envelope';
export * from './rules';
export * from './ids';
export * from './time';
export * from './geo';
export * from './accounts';
export * from './buyers';
export * from './staff';
export * from './uploads';
export * from './catalogue';
export * from './inventory';
export * from './favourites';
export * from './addresses';
export * from './cart';
export * from './orders';
export * from './notices';
export * from './chat';
export * from './holds';
export * from './offers';
export * from './memo';
export * from './returns';
export * from './currencies';
export * from './saved-searches';
export * from './api-keys';
export * from './webhooks';
export * from './feeds';
export * from './stats';
export * from './contact';
export * from './cloud-store';
export * from './feedback';
export * from './audit';
export * from './calls';
