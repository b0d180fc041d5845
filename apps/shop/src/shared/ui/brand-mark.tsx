type Props = {
  /** Height of the diamond in pixels; the wordmark scales with it. */
  size?: number;
};

/** Facet's mark on the navy headers: a brilliant-cut diamond in champagne gold, and the wordmark. */
export function BrandMark({ size = 32 }: Props) {
  return (
    <span className="brand-mark" style={{ fontSize: size * 0.78 }}>
      <svg
        viewBox="0 0 32 32"
        width={size}
        height={size}
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeLinejoin="round"
        className="brand-mark-gem"
      >
        <path d="M9 5h14l6.5 7.5L16 28.5 2.5 12.5z" strokeWidth="1.8" />
        <path d="M2.5 12.5h27M9 5l4 7.5L16 5l3 7.5L23 5M13 12.5l3 16 3-16" strokeWidth="1.2" />
      </svg>
      <span className="brand-mark-word">Facet</span>
    </span>
  );
}
