import { useRef, type MouseEvent, type ReactNode } from 'react';
import './swipe-row.css';

type Props = {
  /** The action's words, on its red button. */
  action: ReactNode;
  onAction: () => void;
  children: ReactNode;
};

/**
 * A row that slides left under a finger to bare one action at its end (the cart's Delete), as a
 * phone's lists do: the browser's own scrolling, snapped, with no script while it moves (in
 * place of antd-mobile's SwipeAction, which brings an animation and a gesture library to the
 * page). A tap on the row while it is open closes it. The action repeats a button the row
 * already has, so screen readers and the keyboard use that one.
 */
export function SwipeRow({ action, onAction, children }: Props) {
  const row = useRef<HTMLDivElement>(null);
  const close = () => row.current?.scrollTo({ left: 0, behavior: 'smooth' });
  const closeInstead = (event: MouseEvent) => {
    const open = (row.current?.scrollLeft ?? 0) > 1;
    if (!open || (event.target as Element).closest('.swipe-row-action')) return;
    event.preventDefault();
    event.stopPropagation();
    close();
  };
  return (
    <div ref={row} className="swipe-row" onClickCapture={closeInstead}>
      <div className="swipe-row-main">{children}</div>
      <button
        type="button"
        className="swipe-row-action"
        tabIndex={-1}
        aria-hidden="true"
        onClick={() => {
          close();
          onAction();
        }}
      >
        {action}
      </button>
    </div>
  );
}
