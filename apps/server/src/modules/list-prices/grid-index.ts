import type { ListPriceRow } from '../inventory/inventory.service';

type GridRow = Pick<
  ListPriceRow,
  'shapeGroup' | 'weightFromMct' | 'weightToMct' | 'color' | 'clarity' | 'priceCents'
>;

/** The list-price grid in memory, for pricing many stones without a query each (seeding). */
export type GridIndex = Map<string, GridRow[]>;

export function gridIndex(rows: GridRow[]): GridIndex {
  const index: GridIndex = new Map();
  for (const row of rows) {
    const key = `${row.shapeGroup}|${row.color}|${row.clarity}`;
    const list = index.get(key) ?? [];
    list.push(row);
    index.set(key, list);
  }
  return index;
}

export function resolveGridPrice(
  index: GridIndex,
  shapeGroup: string,
  weightMct: number,
  color: string,
  clarity: string,
): number | null {
  const band = index
    .get(`${shapeGroup}|${color}|${clarity}`)
    ?.find((r) => weightMct >= r.weightFromMct && weightMct <= r.weightToMct);
  return band?.priceCents ?? null;
}
