import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { PageQuery, paged } from '../src';

describe('lists (docs/api.md: PageIndex from 1, PageSize 1–100, default 20)', () => {
  test('default to the first page of 20', () => {
    expect(PageQuery.parse({})).toEqual({ PageIndex: 1, PageSize: 20 });
    expect(PageQuery.parse({ PageIndex: '3', PageSize: '100' })).toEqual({
      PageIndex: 3,
      PageSize: 100,
    });
  });

  test.each([
    { PageIndex: 0 },
    { PageSize: 0 },
    { PageSize: 101 },
    { PageIndex: 1.5 },
    { PageSize: 'all' },
  ])('refuse %j', (query) => {
    expect(PageQuery.safeParse(query).success).toBe(false);
  });

  test('answer with List, Total, PageIndex and PageSize', () => {
    const page = paged(z.object({ Id: z.number() }));
    expect(
      page.safeParse({ List: [{ Id: 1 }], Total: 41, PageIndex: 1, PageSize: 20 }).success,
    ).toBe(true);
    expect(page.safeParse({ List: [{ Id: 1 }], PageIndex: 1, PageSize: 20 }).success).toBe(false);
  });
});
