import {
  LOGISTICS,
  lineCents,
  toCents,
  fromCents,
  type AdminOrder,
  type ConfirmOrderBody,
  type Logistics,
  type LogisticsKey,
} from '@facet/contract';
import type { ClerkAction, OrderActionCall } from './api';

/** The form a clerk fills in to take an action. */
export type ActionForm = 'confirm' | 'reason' | 'note' | 'markPaid' | 'ship';

export const ACTION_FORMS: Record<ClerkAction, ActionForm> = {
  confirm: 'confirm',
  reject: 'reason',
  cancel: 'reason',
  markAbnormal: 'reason',
  closeAbnormal: 'reason',
  markPaid: 'markPaid',
  readyToShip: 'note',
  complete: 'note',
  resolve: 'note',
  ship: 'ship',
};

/** Buttons in this order: the next step of the order first, then problems, then endings. */
const BUTTON_ORDER: readonly ClerkAction[] = [
  'confirm',
  'markPaid',
  'readyToShip',
  'ship',
  'complete',
  'resolve',
  'markAbnormal',
  'reject',
  'cancel',
  'closeAbnormal',
];

/** The actions that move an order on its normal way; the first one offered is the primary button. */
export const FORWARD_ACTIONS: readonly ClerkAction[] = BUTTON_ORDER.slice(0, 6);
/** The ways an order ends without a sale. */
export const ENDING_ACTIONS: readonly ClerkAction[] = ['reject', 'cancel', 'closeAbnormal'];

/** The status changes among what the server says the clerk may do now, in button order. */
export const clerkActionsOf = (actions: readonly string[]): ClerkAction[] =>
  BUTTON_ORDER.filter((action) => actions.includes(action));

/** What the action forms hold; each form uses its part. Prices are keyed by `priceKey`. */
export interface ActionFormValues {
  Prices?: Record<string, number | null | undefined>;
  Amount?: number | null;
  Note?: string;
  Reason?: string;
  Carrier?: string;
  TrackingNo?: string;
}

/** The form field of a line's unit price (a word, so the form keeps an object, not an array). */
export const priceKey = (lineId: number) => `line${lineId}`;

type ConfirmedOrder = Pick<AdminOrder, 'Id' | 'Kind' | 'Lines' | 'Fee'>;

/** A unit price as entered, or the line's own when the field is cleared. */
const enteredPrice = (values: ActionFormValues, line: AdminOrder['Lines'][number]) => {
  const entered = values.Prices?.[priceKey(line.Id)];
  return typeof entered === 'number' ? entered : line.UnitPrice;
};

const noteOf = (text: string | undefined) => text?.trim() || undefined;

/**
 * The confirm body: a demand order sends its quote; a stock order sends only the lines whose
 * price the clerk changed (to the cent), so an untouched order confirms as it was placed.
 */
export function confirmBodyOf(order: ConfirmedOrder, values: ActionFormValues): ConfirmOrderBody {
  const Note = noteOf(values.Note);
  if (order.Kind === 'demand') {
    return { OrderId: order.Id, Amount: values.Amount ?? undefined, Note };
  }
  const Lines = order.Lines.flatMap((line) => {
    const price = enteredPrice(values, line);
    return toCents(price) === toCents(line.UnitPrice)
      ? []
      : [{ LineId: line.Id, UnitPrice: price }];
  });
  return { OrderId: order.Id, Lines: Lines.length ? Lines : undefined, Note };
}

/** The order's goods and total at the prices in the confirm form, as the server will count them. */
export function confirmTotalsOf(order: ConfirmedOrder, values: ActionFormValues) {
  const amountCents =
    order.Kind === 'demand'
      ? toCents(values.Amount ?? 0)
      : order.Lines.reduce(
          (sum, line) => sum + lineCents(toCents(enteredPrice(values, line)), line.Quantity),
          0,
        );
  const feeCents = toCents(order.Fee);
  return { amount: fromCents(amountCents), total: fromCents(amountCents + feeCents) };
}

/** The call an action form makes. */
export function actionCallOf(
  action: ClerkAction,
  order: ConfirmedOrder,
  values: ActionFormValues,
): OrderActionCall {
  const OrderId = order.Id;
  switch (action) {
    case 'confirm':
      return { action, body: confirmBodyOf(order, values) };
    case 'ship':
      return {
        action,
        body: {
          OrderId,
          Carrier: values.Carrier?.trim() ?? '',
          TrackingNo: values.TrackingNo?.trim() ?? '',
          Note: noteOf(values.Note),
        },
      };
    case 'reject':
    case 'cancel':
    case 'markAbnormal':
    case 'closeAbnormal':
      return { action, body: { OrderId, Reason: values.Reason?.trim() ?? '' } };
    case 'markPaid':
    case 'readyToShip':
    case 'complete':
    case 'resolve':
      return { action, body: { OrderId, Note: noteOf(values.Note) } };
  }
}

type PlainField = Exclude<keyof ActionFormValues, 'Prices'>;
/** A field of the action forms, as antd names it. */
export type ActionFieldName = ['Prices', string] | [PlainField];

const FORM_FIELDS: Record<ActionForm, readonly PlainField[]> = {
  confirm: ['Amount', 'Note'],
  reason: ['Reason'],
  note: ['Note'],
  markPaid: ['Note'],
  ship: ['Carrier', 'TrackingNo', 'Note'],
};

/**
 * The form field a server field error belongs to: `Lines.1.UnitPrice` is the second line that
 * was sent, not the order's second line. Undefined when the form has no such field.
 */
export function formFieldOf(path: string, call: OrderActionCall): ActionFieldName | undefined {
  const line = /^Lines\.(\d+)(?:\.|$)/.exec(path);
  if (line) {
    if (call.action !== 'confirm') return undefined;
    const sent = call.body.Lines?.[Number(line[1])];
    return sent ? ['Prices', priceKey(sent.LineId)] : undefined;
  }
  const field = FORM_FIELDS[ACTION_FORMS[call.action]].find((name) => name === path);
  return field ? [field] : undefined;
}

/** Carrier names as tracking sites know them, for the express services buyers choose from. */
export const CARRIERS: Record<Exclude<LogisticsKey, 'pickup'>, string> = {
  fedex: 'FedEx',
  dhl: 'DHL',
  ups: 'UPS',
  malca: 'Malca-Amit',
};

/** The carrier of the service the buyer chose, to start the ship form with. */
export function carrierOf(logistics: Pick<Logistics, 'Id'> | null): string | undefined {
  const key = LOGISTICS.find(({ Id }) => Id === logistics?.Id)?.Key;
  return key && key !== 'pickup' ? CARRIERS[key] : undefined;
}
