// The search mix the benches send: a query nobody has sent before on every request, as hard as
// buyers make it — over all six category calls, sets of shapes, weight windows, grade spans,
// fancy colours and intensities, price caps, every sort, pages 1–5, and deep pages 150–250.
import { request as httpRequest } from 'node:http';
import type autocannon from 'autocannon';
import {
  CLARITIES,
  COLORS,
  FANCY_COLORS,
  FANCY_ORIGINS,
  INTENSITIES,
  SHAPES,
  SORT_FIELDS,
  type Category,
} from '@facet/contract';
import { sleep } from './server';

export type Request = { path: string; body: Record<string, unknown>; categories: Category[] };

/** The six category calls and what each searches. */
export const CALLS: { path: string; categories: Category[]; grades: boolean; fancy?: boolean }[] = [
  { path: '/api/Diamonds/DiamandsQuery', categories: ['natural-white'], grades: true },
  { path: '/api/Diamonds/ArtificialDiamandsQuery', categories: ['lab-white'], grades: true },
  {
    path: '/api/Diamonds/FancyDiamondQuery',
    categories: ['natural-fancy', 'lab-fancy'],
    grades: true,
    fancy: true,
  },
  { path: '/api/Diamonds/ParcelQuery', categories: ['parcel'], grades: true },
  { path: '/api/Diamonds/SeedCrystalQuery', categories: ['seed'], grades: false },
  { path: '/api/Diamonds/BlankQuery', categories: ['rough'], grades: false },
];
const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;
const chance = (p: number) => Math.random() < p;
const between = (low: number, high: number) => low + Math.floor(Math.random() * (high - low + 1));
/** One to `most` different entries of a list. */
const someOf = <T>(list: readonly T[], most: number) =>
  [...list].sort(() => Math.random() - 0.5).slice(0, between(1, most));
/** A buyer's shapes: mostly one, often a set (round and oval, the fancy cuts…). */
const shapes = () => someOf(SHAPES.slice(0, 10), chance(0.6) ? 1 : 4);
const sort = () => ({ Field: pick(SORT_FIELDS), Order: pick(['asc', 'desc']) });

/**
 * A query nobody has sent before: what a buyer's own filters look like, over all six calls —
 * shape sets, weight windows, grade spans, fancy colours and intensities, a price cap, every
 * sort, pages 1–5.
 */
export function variedQuery(): Request {
  const call = pick(CALLS);
  const body: Record<string, unknown> = {};
  let categories = call.categories;
  if (call.grades && chance(0.7)) body.Shape = shapes();
  if (chance(0.8)) {
    const min = 0.2 + Math.floor(Math.random() * 280) / 100;
    body.WeightMin = min;
    body.WeightMax = Math.round((min + 0.1 + Math.random()) * 100) / 100;
  }
  if (call.fancy) {
    if (chance(0.5)) {
      const origin = pick(FANCY_ORIGINS);
      body.Origin = origin;
      categories = [`${origin}-fancy`];
    }
    if (chance(0.7)) body.FancyColor = someOf(FANCY_COLORS, 3);
    if (chance(0.5)) {
      const from = between(0, INTENSITIES.length - 2);
      body.Intensity = INTENSITIES.slice(from, from + between(1, 3));
    }
  } else if (call.grades && chance(0.6)) {
    const from = Math.floor(Math.random() * 7);
    body.Color = COLORS.slice(from, from + 1 + Math.floor(Math.random() * 5));
  }
  if (call.grades && chance(0.6)) {
    const from = Math.floor(Math.random() * 7);
    body.Clarity = CLARITIES.slice(from, from + 1 + Math.floor(Math.random() * 4));
  }
  if (chance(0.5)) body.PriceMax = 1_000 + Math.floor(Math.random() * 2_900) * 10;
  body.Sort = sort();
  body.PageIndex = between(1, 5);
  return { path: call.path, body, categories };
}

/** Pages 150–250 of 50 of a broad query, half of them of a set of shapes, in any sort. */
export function deepQuery(): Request {
  const call = pick(CALLS.slice(0, 4));
  return {
    path: call.path,
    categories: call.categories,
    body: {
      ...(chance(0.5) ? { Shape: shapes() } : {}),
      Sort: sort(),
      PageIndex: between(150, 250),
      PageSize: 50,
    },
  };
}

/** autocannon reports p90 and p97.5; p95 lies between them (linear interpolation). */
export function percentile95(result: autocannon.Result) {
  const { p90, p97_5 } = result.latency;
  return Math.round((p90 + ((p97_5 - p90) * 5) / 7.5) * 100) / 100;
}

/**
 * Until the server's stock index has loaded, queries go to the database: wait for it — in
 * every process on the port (PROCESSES): each query on a connection of its own, sixteen in a
 * row answered from the index. Resolves with the number of half-second waits.
 */
export async function indexLoaded(base: string, token: string) {
  const fromIndex = () =>
    new Promise<boolean>((resolve) => {
      const body = '{}';
      const request = httpRequest(
        `${base}/api/Diamonds/DiamandsQuery`,
        {
          method: 'POST',
          agent: false,
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        },
        (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk));
          response.on('end', () => {
            try {
              resolve(Boolean((JSON.parse(text) as { Data?: { Facets?: unknown } }).Data?.Facets));
            } catch {
              resolve(false);
            }
          });
        },
      );
      request.on('error', () => resolve(false));
      request.end(body);
    });
  for (let i = 0; i < 1_800; i++) {
    let answered = 0;
    while (answered < 16 && (await fromIndex())) answered++;
    if (answered === 16) return i;
    await sleep(500);
  }
  throw new Error('the stock index did not load in 15 minutes');
}
