import type { ReactNode } from 'react';
import type { CategoryId } from '../../catalogue';

// The brand's brilliant cut (see BrandMark), reused at any place and size inside an icon.
const GEM_OUTLINE = 'M9 5h14l6.5 7.5L16 28.5 2.5 12.5z';
const GEM_FACETS = 'M2.5 12.5h27M9 5l4 7.5L16 5l3 7.5L23 5M13 12.5l3 16 3-16';

type GemProps = { x: number; y: number; scale: number; fill?: 'gold' | 'rose' | 'canary' | 'none' };

function Gem({ x, y, scale, fill = 'none' }: GemProps) {
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`}>
      <path d={GEM_OUTLINE} className={`icon-fill-${fill}`} vectorEffect="non-scaling-stroke" />
      <path d={GEM_FACETS} vectorEffect="non-scaling-stroke" strokeWidth="1.1" />
    </g>
  );
}

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 40 40"
      width="34"
      height="34"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinejoin="round"
      strokeLinecap="round"
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}

const Sparkle = ({ x, y }: { x: number; y: number }) => (
  <path
    d={`M${x} ${y - 3.5}v7M${x - 3.5} ${y}h7`}
    strokeWidth="1.3"
    className="icon-accent-stroke"
  />
);

const Flask = () => (
  <>
    <path d="M27.5 25.5v4l-4.5 7.5h12l-4.5-7.5v-4" className="icon-fill-white" />
    <path d="M26.5 25.5h6M24.6 34.2h10.8" strokeWidth="1.2" />
  </>
);

const icons: Record<CategoryId | 'airflare', ReactNode> = {
  rough: (
    <>
      <path d="M8 18l7-10 11-1.5 7.5 8.5-3 13.5-12.5 5.5L7 27z" />
      <path d="M15 8l4.5 10.5L26 6.5z" className="icon-fill-gold" />
      <path
        d="M19.5 18.5L33.5 15M19.5 18.5L18 34M19.5 18.5L8 18M19.5 18.5l11 9.5"
        strokeWidth="1.1"
      />
    </>
  ),
  seed: (
    <>
      <path d="M6 19l14-7 14 7-14 7z" className="icon-fill-gold" />
      <path d="M6 19v4.5l14 7 14-7V19M20 26v4.5" />
      <path d="M11 19l9-4.5 9 4.5" strokeWidth="1.1" strokeDasharray="2 2" />
      <Sparkle x={20} y={6} />
    </>
  ),
  'lab-white': (
    <>
      <Gem x={2} y={2} scale={0.95} />
      <Flask />
    </>
  ),
  'lab-fancy': (
    <>
      <Gem x={2} y={2} scale={0.95} fill="rose" />
      <Flask />
    </>
  ),
  'natural-white': (
    <>
      <Gem x={4} y={5} scale={1} />
      <Sparkle x={33} y={7} />
    </>
  ),
  'natural-fancy': (
    <>
      <Gem x={4} y={5} scale={1} fill="canary" />
      <Sparkle x={33} y={7} />
    </>
  ),
  parcel: (
    <>
      <Gem x={11} y={1.5} scale={0.58} fill="gold" />
      <Gem x={2} y={15} scale={0.58} />
      <Gem x={20} y={15} scale={0.58} />
    </>
  ),
  custom: (
    <>
      <rect x="4" y="7" width="25" height="20" rx="2.5" />
      <path d="M7.5 23.5l6-7 4.5 4.5 3-3 5 5.5" strokeWidth="1.3" />
      <circle cx="22.5" cy="12.5" r="2" className="icon-fill-gold" />
      <Gem x={22} y={21} scale={0.5} fill="gold" />
    </>
  ),
  certificate: (
    <>
      <path d="M9 4.5h15l6.5 6.5v18.5H9z" />
      <path d="M24 4.5V11h6.5M13 15h13M13 19h13M13 23h6" strokeWidth="1.2" />
      <circle cx="27" cy="29" r="5" className="icon-fill-gold" />
      <path d="M24 33.5l-1.5 4.5 4.5-2 4.5 2-1.5-4.5" strokeWidth="1.2" />
    </>
  ),
  airflare: (
    <>
      <circle cx="20" cy="26" r="10" />
      <circle cx="20" cy="26" r="7.2" strokeWidth="1.1" />
      <Gem x={12.5} y={2} scale={0.47} fill="gold" />
    </>
  ),
};

/** Line icons for the catalogue entries, in the brand's ink and champagne. */
export const CategoryIcon = ({ id }: { id: CategoryId | 'airflare' }) => <Icon>{icons[id]}</Icon>;
