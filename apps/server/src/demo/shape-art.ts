/**
 * Pictures of settings drawn per metal and shape as SVG; the stones' own are in the contract
 * (`stoneSvg`), shared with the shop.
 */
import { METALS, SHAPE_OUTLINES } from '@facet/contract';

const METAL_COLORS: Record<string, string> = {
  '18k-white': '#d9dde2',
  '14k-white': '#d2d6db',
  pt950: '#c9ced4',
  '18k-yellow': '#e8c46a',
  '18k-rose': '#e7a98f',
};
export const ART_METALS = new Set<string>(METALS);

export function settingSvg(metal: string, shape: string): string {
  const band = METAL_COLORS[metal] ?? METAL_COLORS['18k-white']!;
  const art = SHAPE_OUTLINES[shape] ?? SHAPE_OUTLINES.round!;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="400" height="400">
<rect width="100" height="100" fill="#f6f7f9"/>
<ellipse cx="50" cy="64" rx="30" ry="26" fill="none" stroke="${band}" stroke-width="7"/>
<ellipse cx="50" cy="64" rx="30" ry="26" fill="none" stroke="#00000022" stroke-width="1"/>
<g transform="translate(32 14) scale(.36)"><g fill="#eef3f7" stroke="#9fb1c0" stroke-width="3">${art.outline}</g>
<path d="${art.facets}" fill="none" stroke="#9fb1c0" stroke-width="2"/></g>
<path d="M40 42 L44 30 M60 42 L56 30" stroke="${band}" stroke-width="3" stroke-linecap="round"/>
</svg>`;
}
