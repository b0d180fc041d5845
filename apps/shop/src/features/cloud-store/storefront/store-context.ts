import type { StoreInfo } from '@facet/contract';
import { createContext, useContext } from 'react';
import type { Selection } from './selection';

/**
 * The store a page belongs to, given by StorefrontApp: in a module of its own, so that the pages
 * the app shows do not import the app back.
 */
export type StoreContext = { slug: string; info: StoreInfo; selection: Selection };
export const Store = createContext<StoreContext | null>(null);
/** The store a page belongs to (inside StorefrontApp). */
export const useStore = () => useContext(Store)!;
