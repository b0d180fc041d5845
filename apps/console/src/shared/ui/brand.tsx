import { CHAMPAGNE } from '../theme/theme';

/** A brilliant cut seen from the side: table, crown facets, girdle and pavilion. */
export function DiamondMark({ size = 24, className }: { size?: number; className?: string }) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <g
        fill="none"
        stroke={CHAMPAGNE}
        strokeWidth={1.4}
        strokeLinejoin="round"
        strokeLinecap="round"
      >
        <path d="M7 4h10l4.5 5.5L12 21 2.5 9.5z" />
        <path d="M2.5 9.5h19M7 4l2.4 5.5L12 4l2.6 5.5L17 4M9.4 9.5 12 21l2.6-11.5" />
      </g>
    </svg>
  );
}

/** The mark and the FACET wordmark, optionally with the "back office" line under it. */
export function Brand({ caption, markSize = 26 }: { caption?: string; markSize?: number }) {
  return (
    <span className="brand">
      <DiamondMark size={markSize} />
      <span className="brand-text">
        <span className="brand-wordmark">Facet</span>
        {caption && <span className="brand-caption">{caption}</span>}
      </span>
    </span>
  );
}
