import { ListPriceBody, type Clarity, type Color, type Shape } from '@facet/contract';
import { SHOP_STORAGE_PREFIX } from '../../shared/transport/local-cache';
import {
  initialCalculatorState,
  restoreCalculatorState,
  type CalculatorState,
} from './calculator-math';

/**
 * The calculator as the buyer left it, on this device: a trader comes back to the same stone
 * and the same grid grades through the day. "Clear cache" in the settings drops it.
 */
export const CALCULATOR_KEY = `${SHOP_STORAGE_PREFIX}calculator`;

/** The grades a list price is looked up by; the weight comes from the calculator. */
export type GridPicks = { Shape: Shape; Color: Color; Clarity: Clarity };

export const DEFAULT_GRID_PICKS: GridPicks = { Shape: 'round', Color: 'G', Clarity: 'VS1' };

export type StoredCalculator = {
  state: CalculatorState;
  grid: GridPicks;
  /** The grades the list price was last looked up by; null when it was typed. */
  lookedUp: GridPicks | null;
};

const GridPicksSchema = ListPriceBody.omit({ Weight: true });

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

const picksOf = (value: unknown): GridPicks | null => {
  const parsed = GridPicksSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
};

export function readCalculator(storage: KeyValueStorage = localStorage): StoredCalculator {
  const fresh = { state: initialCalculatorState(), grid: DEFAULT_GRID_PICKS, lookedUp: null };
  try {
    const stored = JSON.parse(storage.getItem(CALCULATOR_KEY) ?? 'null') as Record<
      string,
      unknown
    > | null;
    const state = restoreCalculatorState(stored?.state);
    if (!state) return fresh;
    return {
      state,
      grid: picksOf(stored?.grid) ?? DEFAULT_GRID_PICKS,
      lookedUp: picksOf(stored?.lookedUp),
    };
  } catch {
    return fresh;
  }
}

export function storeCalculator(value: StoredCalculator, storage: KeyValueStorage = localStorage) {
  try {
    storage.setItem(CALCULATOR_KEY, JSON.stringify(value));
  } catch {
    // Without storage the calculator forgets on leaving, as a paper one would.
  }
}
