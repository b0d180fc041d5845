import type { ReactNode } from 'react';

/**
 * Stand-ins for the few antd-mobile components the shared lists and panels draw with, for DOM
 * tests (`vi.mock('antd-mobile', () => import('…/testing/antd-mobile'))`): the library's CommonJS
 * build loads its style sheets with `require`, which a test cannot, and the behaviour under test
 * is the shop's, not the library's.
 */
export function Button({ children, onClick }: { children?: ReactNode; onClick?: () => void }) {
  return (
    <button type="button" onClick={onClick}>
      {children}
    </button>
  );
}

export function DotLoading() {
  return <span className="dot-loading" aria-hidden="true" />;
}

function ListItem({ children }: { children?: ReactNode }) {
  return <div role="listitem">{children}</div>;
}

export const List = Object.assign(
  ({ children, className }: { children?: ReactNode; className?: string }) => (
    <div role="list" className={className}>
      {children}
    </div>
  ),
  { Item: ListItem },
);
