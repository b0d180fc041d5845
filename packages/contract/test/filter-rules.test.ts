import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { checkFilter, FILTER_RULES, GoodsFilter, KEYWORD_MAX, rangesInOrder, SHAPES } from '../src';

/** The server's reading of a query's filters. */
const Server = GoodsFilter.superRefine(rangesInOrder);

/** A value for a filter: mostly what its rule takes, often what it does not. */
function valueFor(field: string): fc.Arbitrary<unknown> {
  const rule = FILTER_RULES[field]!;
  const wrong = fc.oneof(
    fc.constant(null),
    fc.string(),
    fc.double(),
    fc.boolean(),
    fc.constant([]),
    fc.array(fc.string(), { maxLength: 3 }),
  );
  switch (rule.kind) {
    case 'anyOf':
      return fc.oneof(
        fc.array(fc.constantFrom(...rule.values), { maxLength: rule.values.length * 2 + 2 }),
        wrong,
      );
    case 'flag':
      return fc.oneof(fc.boolean(), wrong);
    case 'only':
      return fc.oneof(fc.constant(true), wrong);
    case 'keyword':
      return fc.oneof(
        fc.string({ maxLength: KEYWORD_MAX + 4 }),
        fc.constantFrom('  round ', '   ', 'x'.repeat(KEYWORD_MAX), ` ${'y'.repeat(KEYWORD_MAX)} `),
        wrong,
      );
    case 'range':
      return fc.oneof(
        fc.double({ min: -1, max: rule.max + 1, noNaN: true }),
        fc.constantFrom(0, rule.max, -0.01, rule.max + 0.01, Infinity, Number.NaN),
        wrong,
      );
  }
}

const filters = fc
  .uniqueArray(fc.constantFrom(...Object.keys(FILTER_RULES), 'Colour', 'Sort', 'PageIndex'), {
    maxLength: 8,
  })
  .chain((fields) =>
    fc.record(
      Object.fromEntries(
        fields.map((field) => [field, field in FILTER_RULES ? valueFor(field) : fc.anything()]),
      ),
    ),
  );

/** The issues on range fields: what the shop shows under its range inputs. */
const rangeIssues = (issues: { path: string; message: string }[]) =>
  issues
    .filter((issue) => /(Min|Max)$/.test(issue.path))
    .map((issue) => `${issue.path}:${issue.message}`)
    .sort();

describe('the filter rules without zod', () => {
  test('take and refuse exactly what the server’s schema does, and read the same filters', () => {
    fc.assert(
      fc.property(filters, (input) => {
        const ours = checkFilter(input);
        const theirs = Server.safeParse(input);
        expect(ours.issues.length === 0).toBe(theirs.success);
        if (theirs.success) expect(ours.data).toEqual(theirs.data);
      }),
      { numRuns: 3000 },
    );
  });

  test('say what the server says of the ranges the shop’s inputs send', () => {
    const ranges = fc.record(
      Object.fromEntries(
        Object.keys(FILTER_RULES)
          .filter((field) => /(Min|Max)$/.test(field))
          .map((field) => [field, valueFor(field)]),
      ),
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(ranges, (input) => {
        const theirs = Server.safeParse(input);
        const said = theirs.success
          ? []
          : theirs.error.issues.map((issue) => ({
              path: String(issue.path[0] ?? ''),
              message: issue.message,
            }));
        expect(rangeIssues(checkFilter(input).issues)).toEqual(rangeIssues(said));
      }),
      { numRuns: 3000 },
    );
  });

  test('name each refusal on its field, in the catalogue’s words', () => {
    expect(checkFilter({ Shape: ['round', 'star'] }).issues).toEqual([
      { path: 'Shape', message: 'FIELD_INVALID' },
    ]);
    expect(checkFilter({ WeightMin: 2, WeightMax: 1 }).issues).toEqual([
      { path: 'WeightMax', message: 'RANGE_INVERTED' },
    ]);
    expect(checkFilter({ Keyword: '   ' }).issues).toEqual([
      { path: 'Keyword', message: 'SEARCH_TEXT_REQUIRED' },
    ]);
    expect(checkFilter({ Keyword: '  round 1ct ' }).data).toEqual({ Keyword: 'round 1ct' });
    expect(checkFilter({ Colour: ['D'] }).issues).toEqual([
      { path: 'Colour', message: 'FIELD_INVALID' },
    ]);
    expect(checkFilter([SHAPES[0]]).issues).toEqual([{ path: '', message: 'FIELD_INVALID' }]);
  });
});
