/// <reference types="vite/client" />

/** The shop's package.json version, injected by vite.config.ts. */
declare const __APP_VERSION__: string;
