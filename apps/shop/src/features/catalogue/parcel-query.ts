import {
  CLARITIES,
  COLORS,
  ParcelMatchBody,
  SHAPES,
  isMessageKey,
  type Clarity,
  type Color,
  type MessageKey,
  type Shape,
} from '@facet/contract';
import { parseDecimal } from '../../shared/format/decimal-text';

/** The parcel-matching form as typed: sizes and quantity stay text until they are sent. */
export type ParcelDraft = {
  shape?: Shape;
  sizeMin: string;
  sizeMax: string;
  colors: Color[];
  clarities: Clarity[];
  quantity: string;
};

export type ParcelField = 'shape' | 'sizeMin' | 'sizeMax' | 'quantity';
export type ParcelErrors = Partial<Record<ParcelField, MessageKey>>;

export const emptyParcelDraft = (): ParcelDraft => ({
  sizeMin: '',
  sizeMax: '',
  colors: [],
  clarities: [],
  quantity: '',
});

const FIELD_OF: Record<string, ParcelField> = {
  Shape: 'shape',
  SizeMin: 'sizeMin',
  SizeMax: 'sizeMax',
  Quantity: 'quantity',
};

/** A typed number for the body: empty is left out, anything unreadable is sent as NaN to fail. */
const numberOf = (text: string) => {
  const value = parseDecimal(text);
  return value === null ? Number.NaN : value;
};

/**
 * The body the draft asks for, or what is wrong with it, by field — checked by the contract's
 * own schema, so the page says exactly what the server would.
 */
export function checkParcelDraft(
  draft: ParcelDraft,
): { body: ParcelMatchBody; errors?: undefined } | { body?: undefined; errors: ParcelErrors } {
  const parsed = ParcelMatchBody.safeParse({
    Shape: draft.shape,
    SizeMin: numberOf(draft.sizeMin),
    SizeMax: numberOf(draft.sizeMax),
    Colors: draft.colors.length ? draft.colors : undefined,
    Clarities: draft.clarities.length ? draft.clarities : undefined,
    Quantity: numberOf(draft.quantity),
  });
  if (parsed.success) return { body: parsed.data };
  const errors: ParcelErrors = {};
  for (const issue of parsed.error.issues) {
    const field = FIELD_OF[String(issue.path[0])];
    if (field && !errors[field]) {
      errors[field] = isMessageKey(issue.message) ? issue.message : 'FIELD_INVALID';
    }
  }
  return { errors };
}

const PARAM = {
  shape: 'shape',
  min: 'min',
  max: 'max',
  color: 'color',
  clarity: 'clarity',
  quantity: 'qty',
} as const;

const known = <T extends string>(list: readonly T[], values: string[]) =>
  values.filter((value): value is T => (list as readonly string[]).includes(value));

/** The form as the page's link last left it (so "back" from a parcel restores it). */
export function parcelDraftOf(search: URLSearchParams): ParcelDraft {
  const [shape] = known(SHAPES, search.getAll(PARAM.shape));
  return {
    shape,
    sizeMin: search.get(PARAM.min) ?? '',
    sizeMax: search.get(PARAM.max) ?? '',
    colors: known(COLORS, search.getAll(PARAM.color)),
    clarities: known(CLARITIES, search.getAll(PARAM.clarity)),
    quantity: search.get(PARAM.quantity) ?? '',
  };
}

/** The match the page's link asks for, if it holds a valid one. */
export function parcelMatchOf(search: URLSearchParams): ParcelMatchBody | null {
  if (!search.has(PARAM.quantity)) return null;
  return checkParcelDraft(parcelDraftOf(search)).body ?? null;
}

/** A sent match as link parameters; the page adds its own (category, view). */
export function parcelSearchOf(body: ParcelMatchBody): URLSearchParams {
  const search = new URLSearchParams({ [PARAM.shape]: body.Shape });
  if (body.SizeMin != null) search.set(PARAM.min, String(body.SizeMin));
  if (body.SizeMax != null) search.set(PARAM.max, String(body.SizeMax));
  body.Colors?.forEach((color) => search.append(PARAM.color, color));
  body.Clarities?.forEach((clarity) => search.append(PARAM.clarity, clarity));
  search.set(PARAM.quantity, String(body.Quantity));
  return search;
}
