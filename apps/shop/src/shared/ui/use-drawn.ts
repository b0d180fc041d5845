import { useDeferredValue } from 'react';

/**
 * A page's data as React has drawn it: a deferred value, drawn in the background in slices React
 * can pause, so a page's heaviest render (a list's first rows, the cart, an order) never holds
 * the phone's main thread in one piece. Undefined until it is drawn, and while what is drawn is
 * not the same thing as `data` (`same`: an order's or a stone's id), so a page never shows the
 * last one's data under a new address — the shop's router draws a new address at once, not as
 * a transition. The page shows its loading shape meanwhile.
 */
export function useDrawn<T>(
  data: T | undefined,
  same: (drawn: T, data: T) => boolean = () => true,
): T | undefined {
  const drawn = useDeferredValue(data);
  return drawn !== undefined && data !== undefined && same(drawn, data) ? drawn : undefined;
}

/** `useDrawn`'s `same` for data with an id. */
export const sameId = (drawn: { Id: number }, data: { Id: number }) => drawn.Id === data.Id;
