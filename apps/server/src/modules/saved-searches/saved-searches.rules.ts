import { fancyCategoriesOf, type Category, type SavedSearch } from '@facet/contract';

/** The categories a saved search's query covers: its own, or the fancy query's for its origin. */
export const categoriesOf = (category: Category, origin: SavedSearch['Filters']['Origin']) =>
  category === 'natural-fancy' || category === 'lab-fancy' ? fancyCategoriesOf(origin) : [category];
