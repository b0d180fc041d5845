import { useEffect, useState, type RefObject } from 'react';
import { scrollParentOf } from './next-page-scroll';

/** How far below what shows a picture starts loading: about three rows, so scrolling seldom waits. */
const AHEAD_PX = 300;

/**
 * Whether the element has come within a few rows of what shows, in the list that scrolls it
 * (then it stays so). A list's pictures wait for it: a phone downloads the pictures it shows,
 * not a page of twenty, which a browser's own `loading="lazy"` fetches up to 1,250 px ahead.
 * Until `watch` is true the answer is yes (a picture of the first screen loads at once).
 */
export function useNearScreen(element: RefObject<HTMLElement | null>, watch: boolean): boolean {
  // Without an observer to ask (an old browser), every picture loads at once.
  const [near, setNear] = useState(() => !watch || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const target = element.current;
    if (near || !target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          setNear(true);
        }
      },
      { root: scrollParentOf(target), rootMargin: `0px 0px ${AHEAD_PX}px 0px` },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, near]);
  return near;
}
