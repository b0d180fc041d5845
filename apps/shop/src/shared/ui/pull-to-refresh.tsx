import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './pull-to-refresh.css';

/** How far the list must be pulled (after damping) for a release to refresh, in pixels. */
const RELEASE_AT = 56;
/** The furthest the head opens, however far the finger goes. */
const PULL_MAX = 96;
/** How long "Updated" stays before the head closes. */
const DONE_MS = 500;

type Phase = 'idle' | 'pulling' | 'release' | 'refreshing' | 'done';

/** The element that scrolls the list: the nearest scrolling ancestor, else the page. */
function scrollerOf(element: HTMLElement): HTMLElement | null {
  for (let node = element.parentElement; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if (/(auto|scroll)/.test(overflowY) && node.scrollHeight > node.clientHeight) return node;
  }
  return null;
}

/**
 * Pull down at the top of a list to load it again, as phones do. Touch only (a mouse has its
 * own reload); its own few lines instead of antd-mobile's, which bring an animation and a
 * gesture library to every list page.
 */
export function PullToRefresh({
  onRefresh,
  children,
}: {
  onRefresh: () => Promise<unknown>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const frame = useRef<HTMLDivElement>(null);
  const [pulled, setPulled] = useState(0);
  const [phase, setPhase] = useState<Phase>('idle');
  // The page's latest `onRefresh`, for the listeners that stay from the first render.
  const refresh = useRef(onRefresh);
  useEffect(() => {
    refresh.current = onRefresh;
  }, [onRefresh]);

  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    let startY: number | null = null;
    let distance = 0;
    let busy = false;
    const atTop = () => (scrollerOf(element)?.scrollTop ?? window.scrollY) <= 0;
    const show = (next: number) => {
      distance = next;
      setPulled(next);
      setPhase(next === 0 ? 'idle' : next >= RELEASE_AT ? 'release' : 'pulling');
    };
    const start = (event: TouchEvent) => {
      startY = !busy && event.touches.length === 1 && atTop() ? event.touches[0]!.clientY : null;
    };
    const move = (event: TouchEvent) => {
      if (startY === null) return;
      const down = event.touches[0]!.clientY - startY;
      if (down <= 0) {
        if (distance) show(0);
        return;
      }
      // The page must not scroll (or bounce) while the head opens.
      if (event.cancelable) event.preventDefault();
      show(Math.min(PULL_MAX, Math.round(down * 0.5)));
    };
    const end = async () => {
      if (startY === null) return;
      startY = null;
      if (distance < RELEASE_AT) return show(0);
      busy = true;
      distance = RELEASE_AT;
      setPulled(RELEASE_AT);
      setPhase('refreshing');
      try {
        await refresh.current();
      } finally {
        setPhase('done');
        setTimeout(() => {
          busy = false;
          show(0);
        }, DONE_MS);
      }
    };
    element.addEventListener('touchstart', start, { passive: true });
    element.addEventListener('touchmove', move, { passive: false });
    element.addEventListener('touchend', end);
    element.addEventListener('touchcancel', end);
    return () => {
      element.removeEventListener('touchstart', start);
      element.removeEventListener('touchmove', move);
      element.removeEventListener('touchend', end);
      element.removeEventListener('touchcancel', end);
    };
  }, []);

  return (
    <div ref={frame} className="pull-refresh">
      <div
        className={`pull-refresh-head${phase === 'pulling' || phase === 'release' ? ' pull-refresh-live' : ''}`}
        style={{ height: pulled }}
        role="status"
      >
        {phase !== 'idle' && <span>{t(`common.pull.${phase}`)}</span>}
      </div>
      {children}
    </div>
  );
}
