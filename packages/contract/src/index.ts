export * from './locale';
export * from './errors';
export * from './i18n';
export * from './envelope';
export * from './rules';
export * from './time';
export * from './accounts';
export * from './uploads';
