import type { CallInput, CallsBy } from '@facet/contract';

/*
 * What a stone's details page asks for first, in a module of its own: the route's preload (in
 * the app's entry) and the HTML's first-paint script (src/boot) use it without the query calls.
 */

/** Whether an id from an address can name a good (a malformed one is never asked for). */
export const isGoodsId = (id: number) => Number.isInteger(id) && id > 0;

/** What a stone's details page asks for first: the stone, by its id. */
export const DETAIL_CALL = 'Diamonds/Detail' satisfies CallsBy<'POST'>;
export const detailBody = (id: number): CallInput<typeof DETAIL_CALL> => ({ Id: id });

/** The stone a details address names (`?id=`): none for a ring setting's (`?setting=`). */
export function stoneIdOf(search: URLSearchParams): number | null {
  if (search.has('setting')) return null;
  const id = Number(search.get('id'));
  return isGoodsId(id) ? id : null;
}
