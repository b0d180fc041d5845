export * from './notices';
export * from './chat';
