/** A phone between two shake marks: antd-mobile-icons has no vibration icon. */
export function VibrationIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <rect x="8" y="3.5" width="8" height="17" rx="2" />
      <path d="M11 17.5h2M4.5 8.5l-1.5 1.5 1.5 1.5-1.5 1.5 1.5 1.5M19.5 8.5l1.5 1.5-1.5 1.5 1.5 1.5-1.5 1.5" />
    </svg>
  );
}
