/**
 * A key lying flat: antd-mobile's own key icon stands on end and reads as a magnifier at menu
 * size, beside Saved Searches' real one.
 */
export function KeyIcon() {
  return (
    <svg
      className="key-icon"
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
      <circle cx="7" cy="12" r="4.25" />
      <circle cx="7" cy="12" r="1.25" />
      <path d="M11.25 12H21.5M17.5 12v3.5M20.5 12v2.5" />
    </svg>
  );
}
