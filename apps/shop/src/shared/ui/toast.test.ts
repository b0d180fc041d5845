import { beforeEach, expect, test, vi } from 'vitest';
import { toast } from './toast';

const showToast = vi.hoisted(() => vi.fn());
vi.mock('./show-toast', () => ({ showToast }));

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => showToast.mockClear());

test('"Adding…" then "Added" before the toast code arrives: "Added" is what the buyer sees', async () => {
  toast({ icon: 'loading', content: 'Adding to cart…', duration: 0 });
  toast({ icon: 'success', content: 'Added to cart' });
  await settle();
  expect(showToast.mock.calls).toEqual([[{ icon: 'success', content: 'Added to cart' }]]);
});

test('a toast awaited is on screen when its promise resolves', async () => {
  await toast({ icon: 'loading', content: 'Adding to cart…', duration: 0 });
  expect(showToast.mock.calls).toEqual([
    [{ icon: 'loading', content: 'Adding to cart…', duration: 0 }],
  ]);
});

test('toasts asked for one after another each show, in the order asked', async () => {
  toast({ content: 'Link copied' });
  await settle();
  toast({ content: 'Saved' });
  await settle();
  expect(showToast.mock.calls.map(([props]) => props.content)).toEqual(['Link copied', 'Saved']);
});
