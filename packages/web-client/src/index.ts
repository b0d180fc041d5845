export * from './query-keys';
export * from './envelope-request';
export * from './chat-socket';
export * from './calls';
