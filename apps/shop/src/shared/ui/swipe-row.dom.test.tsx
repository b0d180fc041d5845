// @vitest-environment happy-dom
import { afterEach, describe, expect, test, vi } from 'vitest';
import { click, render } from '../testing/render';
import { SwipeRow } from './swipe-row';

afterEach(() => {
  document.body.innerHTML = '';
});

async function row() {
  const onAction = vi.fn();
  const onOpen = vi.fn();
  await render(
    <SwipeRow action="Delete" onAction={onAction}>
      <button type="button" onClick={onOpen}>
        Round 0.50 ct
      </button>
    </SwipeRow>,
  );
  const frame = document.querySelector<HTMLElement>('.swipe-row')!;
  frame.scrollTo = vi.fn(({ left }: ScrollToOptions) => {
    frame.scrollLeft = left ?? 0;
  }) as never;
  const line = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Round 0.50 ct')!; // prettier-ignore
  const action = document.querySelector<HTMLElement>('.swipe-row-action')!;
  return { frame, line, action, onAction, onOpen };
}

describe('a row swiped open', () => {
  test('its action, hidden from screen readers and the tab order, acts and closes the row', async () => {
    const { frame, action, onAction } = await row();
    expect(action.textContent).toBe('Delete');
    expect(action.getAttribute('aria-hidden')).toBe('true');
    expect(action.tabIndex).toBe(-1);

    frame.scrollLeft = 80;
    await click(action);
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(frame.scrollLeft).toBe(0);
  });

  test('a tap on the row while it is open closes it and does nothing else; closed, the tap is the row’s', async () => {
    const { frame, line, onOpen, onAction } = await row();
    frame.scrollLeft = 80;
    await click(line);
    expect(onOpen).not.toHaveBeenCalled();
    expect(frame.scrollLeft).toBe(0);

    await click(line);
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(onAction).not.toHaveBeenCalled();
  });
});
