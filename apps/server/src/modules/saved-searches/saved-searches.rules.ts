import {
  fancyCategoriesOf,
  LOCALES,
  savedSearchName,
  type Category,
  type Locale,
  type SavedSearch,
} from '@facet/contract';

/** The categories a saved search's query covers: its own, or the fancy query's for its origin. */
export const categoriesOf = (category: Category, origin: SavedSearch['Filters']['Origin']) =>
  category === 'natural-fancy' || category === 'lab-fancy' ? fancyCategoriesOf(origin) : [category];

/** A search's name for a reader: the buyer's own, else its filters in the reader's language. */
export const nameOf = (
  search: { name: string; category: Category; filters: SavedSearch['Filters'] },
  locale: Locale,
) => {
  if (search.name) return search.name;
  const { Sort: _sort, ...filters } = search.filters;
  return savedSearchName(locale, search.category, filters);
};

/**
 * A notice's name of the search in every language (`name@zh-TW`…) when the buyer typed none:
 * the notice is read later, in whichever language the reader reads then.
 */
export const namesOf = (search: Parameters<typeof nameOf>[0]): Record<string, string> =>
  search.name
    ? {}
    : Object.fromEntries(LOCALES.map((locale) => [`name@${locale}`, nameOf(search, locale)]));
