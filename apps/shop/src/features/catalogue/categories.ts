import { paths } from '../../shared/routing/paths';

/** The nine catalogue categories of the specification §1, in its order. */
export const CATEGORY_IDS = [
  'rough',
  'seed',
  'lab-white',
  'lab-fancy',
  'natural-white',
  'natural-fancy',
  'parcel',
  'custom',
  'certificate',
] as const;
export type CategoryId = (typeof CATEGORY_IDS)[number];

/**
 * Rough stones and seeds share the rough-diamond pages; a custom order from a picture has its
 * own form; every other category the diamond search.
 */
export const categoryPath = (id: CategoryId) =>
  id === 'custom'
    ? paths.demandOrder
    : `${id === 'rough' || id === 'seed' ? paths.roughDiamonds : paths.diamondSearch}?category=${id}`;

export const isCategoryId = (value: string | null): value is CategoryId =>
  (CATEGORY_IDS as readonly (string | null)[]).includes(value);
