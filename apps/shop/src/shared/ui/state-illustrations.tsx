type Mark = 'sparkles' | 'question' | 'alert';

const BADGE_COLORS = { question: '#1b2540', alert: '#c8413b' } as const;

/**
 * A diamond on a cutter's bench, in the brand colours: with sparkles "being worked on", with
 * a question mark "nothing here", with an exclamation mark "something failed".
 */
export function GemIllustration({ mark }: { mark: Mark }) {
  return (
    <svg
      viewBox="0 0 160 120"
      width="160"
      height="120"
      aria-hidden="true"
      className="gem-illustration"
    >
      <ellipse cx="80" cy="106" rx="58" ry="7" fill="#e9e4da" />
      <rect x="30" y="88" width="100" height="12" rx="6" fill="#1b2540" />
      <rect x="44" y="82" width="72" height="8" rx="4" fill="#2d3a63" />
      <g
        fill="none"
        stroke="#b08d57"
        strokeLinejoin="round"
        strokeDasharray={mark === 'question' ? '5 4' : undefined}
      >
        <path d="M58 24h44l20 22-42 36-42-36z" fill="#fbf7ef" strokeWidth="2.4" />
        <path d="M38 46h84M58 24l10 22 12-22 12 22 10-22M68 46l12 36 12-36" strokeWidth="1.6" />
      </g>
      {mark === 'sparkles' ? (
        <g stroke="#b08d57" strokeWidth="2" strokeLinecap="round">
          <path d="M132 18v8M128 22h8" />
          <path d="M26 32v6M23 35h6" opacity=".6" />
        </g>
      ) : (
        <g>
          <circle cx="122" cy="26" r="14" fill={BADGE_COLORS[mark]} />
          <text
            x="122"
            y="32"
            textAnchor="middle"
            fontSize="17"
            fontWeight="700"
            fill="#fff"
            fontFamily="Georgia, serif"
          >
            {mark === 'question' ? '?' : '!'}
          </text>
        </g>
      )}
    </svg>
  );
}
