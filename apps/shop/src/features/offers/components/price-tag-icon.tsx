/**
 * A price tag, for "Make an offer": antd-mobile-icons has none, and its nearest (a hand paying)
 * weighs 4 kB in the stone page's first file.
 */
export function PriceTagIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.7"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M3.5 12.6V4.5a1 1 0 0 1 1-1h8.1a1 1 0 0 1 .7.3l7.4 7.4a1 1 0 0 1 0 1.4l-8.1 8.1a1 1 0 0 1-1.4 0l-7.4-7.4a1 1 0 0 1-.3-.7Z" />
      <circle cx="8.2" cy="8.2" r="1.4" />
    </svg>
  );
}
