// The shop's installed-app icons (apps/shop/public/icons), drawn from the brand's diamond on
// the navy of the headers: `node scripts/app-icons.mjs` after a change of the mark.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
const gem = (scale, cx, cy) => {
  // The brand's diamond (a 32-unit drawing) scaled about its centre.
  const t = `translate(${cx - 16 * scale} ${cy - 16.75 * scale}) scale(${scale})`;
  return `<g transform="${t}" fill="none" stroke="#d9c39b" stroke-linejoin="round">
    <path d="M9 5h14l6.5 7.5L16 28.5 2.5 12.5z" stroke-width="1.8"/>
    <path d="M2.5 12.5h27M9 5l4 7.5L16 5l3 7.5L23 5M13 12.5l3 16 3-16" stroke-width="1.2"/></g>`;
};
const svg = (
  size,
  { maskable },
) => `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1b2540"/><stop offset="1" stop-color="#2d3a63"/></linearGradient></defs>
  <rect width="${size}" height="${size}" rx="${maskable ? 0 : size * 0.22}" fill="url(#g)"/>
  ${gem((size * (maskable ? 0.5 : 0.62)) / 32, size / 2, size / 2)}
</svg>`;
const out = path.join(path.dirname(fileURLToPath(import.meta.url)), '../apps/shop/public/icons');
for (const [name, size, maskable] of [
  ['icon-192.png', 192, false],
  ['icon-512.png', 512, false],
  ['maskable-512.png', 512, true],
  ['apple-touch-icon.png', 180, true],
]) {
  await sharp(Buffer.from(svg(size, { maskable })))
    // A palette of 256 colours: the gradient and the mark's edges look the same at half the bytes
    // (the 192 px icon is fetched with every first page, for the install prompt).
    .png({ compressionLevel: 9, palette: true, quality: 90, effort: 10 })
    .toFile(`${out}/${name}`);
}
console.log(`icons written to ${out}`);
