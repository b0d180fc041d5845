// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import { fire, render, settle } from '../testing/render';
import { PullToRefresh } from './pull-to-refresh';

/** A finger on the list, at `y` pixels from the top of the screen. */
const touch = (type: string, y?: number) =>
  new TouchEvent(type, {
    bubbles: true,
    cancelable: true,
    touches: y === undefined ? [] : [{ clientY: y } as Touch],
  });

/** A pull of `by` pixels down the screen, from the top of the list, let go at the end. */
async function pull(list: Element, by: number, { release = true } = {}) {
  await fire(list, touch('touchstart', 100));
  const move = touch('touchmove', 100 + by);
  await fire(list, move);
  if (release) await fire(list, touch('touchend'));
  return move;
}

const status = () => document.querySelector('[role="status"]')?.textContent ?? '';

async function list(onRefresh: () => Promise<unknown>) {
  await render(
    <PullToRefresh onRefresh={onRefresh}>
      <ul>
        <li>First stone</li>
      </ul>
    </PullToRefresh>,
  );
  return document.querySelector('li')!;
}

beforeAll(async () => {
  await initI18n({ locale: 'en' });
});
afterEach(() => {
  vi.useRealTimers();
  window.scrollTo(0, 0);
  document.body.innerHTML = '';
});

describe('pull to refresh', () => {
  test('says what a pull will do, and refreshes once when let go past the threshold', async () => {
    let finish = () => {};
    const onRefresh = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const row = await list(onRefresh);

    await pull(row, 60, { release: false });
    expect(status()).toBe('Pull down to refresh');
    const move = await pull(row, 160, { release: false });
    expect(status()).toBe('Release to refresh');
    // The page itself does not scroll or bounce while the head opens.
    expect(move.defaultPrevented).toBe(true);
    expect(onRefresh).not.toHaveBeenCalled();

    await fire(row, touch('touchend'));
    expect(onRefresh).toHaveBeenCalledOnce();
    expect(status()).toBe('Refreshing…');
    // Another pull while it refreshes asks nothing more.
    await pull(row, 200);
    expect(onRefresh).toHaveBeenCalledOnce();

    await act(async () => finish());
    expect(status()).toBe('Updated');
    await settle(550);
    expect(status()).toBe('');
  });

  test('does not refresh when let go before the threshold', async () => {
    const onRefresh = vi.fn(async () => {});
    const row = await list(onRefresh);
    // Damped by half: 100 px of finger open the head 50 px, short of the 56 it takes.
    await pull(row, 100);
    expect(onRefresh).not.toHaveBeenCalled();
    expect(status()).toBe('');
    // Up rather than down: the list scrolls as usual.
    const up = await pull(row, -80);
    expect(up.defaultPrevented).toBe(false);
    expect(onRefresh).not.toHaveBeenCalled();
  });

  test('does nothing while the list is scrolled down', async () => {
    const onRefresh = vi.fn(async () => {});
    const row = await list(onRefresh);
    window.scrollTo(0, 300);
    const move = await pull(row, 200);
    expect(move.defaultPrevented).toBe(false);
    expect(onRefresh).not.toHaveBeenCalled();
  });

  test('refreshes with the page’s latest refresh', async () => {
    const first = vi.fn(async () => {});
    const latest = vi.fn(async () => {});
    const view = await render(<PullToRefresh onRefresh={first}>rows</PullToRefresh>);
    await view.rerender(<PullToRefresh onRefresh={latest}>rows</PullToRefresh>);
    await pull(document.querySelector('.pull-refresh')!, 300);
    expect(first).not.toHaveBeenCalled();
    expect(latest).toHaveBeenCalledOnce();
    expect(status()).toBe('Updated');
  });
});
