import type { Shape } from '@facet/contract';
import type { ringSettings } from '../modules/inventory/inventory.table';
import { between, prng, round, weighted } from './random';

// The demo's ring settings (Airflare mountings): a few series in every metal, by seed.

const SERIES = [
  ['Solitaire Classic', 'Airflare'],
  ['Halo Lumière', 'Airflare'],
  ['Pavé Eternity', 'Airflare'],
  ['Three-Stone Heritage', 'Airflare Atelier'],
  ['Vintage Milgrain', 'Airflare Atelier'],
  ['Bezel Modern', 'Airflare'],
] as const;
const METAL_LIST = ['18k-white', '18k-yellow', '18k-rose', 'pt950', '14k-white'] as const;

export function generateRingSetting(index: number, seed: number): typeof ringSettings.$inferInsert {
  const random = prng(seed * 7_777 + index);
  const [series, brand] = SERIES[index % SERIES.length]!;
  const metal = METAL_LIST[Math.floor(random() * METAL_LIST.length)]!;
  const centerShape = weighted<Shape>([['round', 50], ['oval', 15], ['cushion', 10], ['emerald', 10], ['pear', 8], ['princess', 7]])(random); // prettier-ignore
  const min = round(between(random, 0.3, 1.5), 2);
  const sideStones = series === 'Solitaire Classic' ? 0 : Math.floor(between(random, 6, 60));
  const metalWeight = round(between(random, 2.2, 6.5), 2);
  const price =
    Math.round(metalWeight * (metal === 'pt950' ? 120 : 85) + sideStones * 18 + 180) * 100;
  return {
    styleNo: `AF-${String(index + 1).padStart(4, '0')}`,
    name: `${series} ${centerShape[0]!.toUpperCase()}${centerShape.slice(1)} ${index + 1}`,
    series,
    brand,
    metal,
    centerShape,
    centerWeightMin: min,
    centerWeightMax: round(min + between(random, 0.5, 2), 2),
    metalWeight,
    sideStones,
    description: `${series} mounting for ${/^[aeiou]/.test(centerShape) ? 'an' : 'a'} ${centerShape} centre stone; ${sideStones === 0 ? 'no' : sideStones} side stones.`,
    priceCents: price,
    stock: Math.floor(between(random, 0, 30)),
    images: [`/media/settings/${metal}.svg?shape=${centerShape}`],
  };
}
