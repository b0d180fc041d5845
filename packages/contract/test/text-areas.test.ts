import { describe, expect, test } from 'vitest';
import type { z } from 'zod';
import {
  AddDemandOrderBody,
  AddOrderBody,
  AddRemarkBody,
  CancelOrderBody,
  DEMAND_DESCRIPTION_MAX,
  FeedbackBody,
  TEXT_AREA_MAX,
} from '../src';

const picture = '0b7d3f52-6a4e-4c7b-9d55-2f1c8e0a9b31';

/** Each text area: its schema, a valid body around the text, and the text's field. */
const TEXT_AREAS: [string, z.ZodType, (text: string) => object, string, number][] = [
  ['an order’s remark', AddOrderBody, (Remark) => ({ CartIds: [1], ReceivingMethod: 'pickup', Remark }), 'Remark', TEXT_AREA_MAX],
  ['an order’s need', AddOrderBody, (Need) => ({ CartIds: [1], ReceivingMethod: 'pickup', Need }), 'Need', TEXT_AREA_MAX],
  ['a remark added later', AddRemarkBody, (Remark) => ({ OrderId: 1, Remark }), 'Remark', TEXT_AREA_MAX],
  ['a cancellation’s reason', CancelOrderBody, (Reason) => ({ OrderId: 1, Reason }), 'Reason', TEXT_AREA_MAX],
  ['feedback', FeedbackBody, (Content) => ({ Content }), 'Content', TEXT_AREA_MAX],
  ['a custom order’s description', AddDemandOrderBody, (Description) => ({ Images: [picture], Description, Category: 'natural-white', Quantity: 1 }), 'Description', DEMAND_DESCRIPTION_MAX],
]; // prettier-ignore

describe('§9 text areas', () => {
  test('take 140 characters by default; only a custom order’s description takes more', () => {
    expect(TEXT_AREA_MAX).toBe(140);
    expect(DEMAND_DESCRIPTION_MAX).toBe(500);
  });

  test.each(TEXT_AREAS)(
    '%s takes its limit and refuses one more',
    (_, schema, body, field, max) => {
      expect(schema.safeParse(body('字'.repeat(max))).success).toBe(true);
      const longer = schema.safeParse(body('字'.repeat(max + 1)));
      expect(longer.success).toBe(false);
      expect(longer.error?.issues).toEqual([
        expect.objectContaining({ path: [field], message: 'FIELD_TOO_LONG' }),
      ]);
    },
  );
});
