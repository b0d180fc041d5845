// @vitest-environment happy-dom
import { useState } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { click, render } from '../testing/render';
import { TickBox } from './tick-box';

/** A box a page holds the state of, as the cart's "Select all" does. */
function Held({
  disabled = false,
  onChange,
}: {
  disabled?: boolean;
  onChange?: (checked: boolean) => void;
}) {
  const [checked, setChecked] = useState(false);
  return (
    <TickBox
      checked={checked}
      disabled={disabled}
      onChange={(next) => {
        setChecked(next);
        onChange?.(next);
      }}
    >
      Select all
    </TickBox>
  );
}

const box = () => document.querySelector<HTMLInputElement>('input[type="checkbox"]')!;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('a tick box', () => {
  test('is the browser’s own checkbox, named by its label, in the page for keyboards', async () => {
    await render(<Held />);
    expect(box().closest('label')?.textContent).toBe('Select all');
    expect(getComputedStyle(box()).display).not.toBe('none');
    expect(box().checked).toBe(false);
  });

  test('a tap on its words ticks it and tells the page; a second unticks it', async () => {
    const changed = vi.fn();
    await render(<Held onChange={changed} />);
    await click(document.querySelector('.tick-box-content')!);
    expect(box().checked).toBe(true);
    await click(box());
    expect(box().checked).toBe(false);
    expect(changed.mock.calls).toEqual([[true], [false]]);
  });

  test('disabled, a tap changes nothing', async () => {
    const changed = vi.fn();
    await render(<Held disabled onChange={changed} />);
    await click(document.querySelector('.tick-box-content')!);
    expect(box().disabled).toBe(true);
    expect(box().checked).toBe(false);
    expect(changed).not.toHaveBeenCalled();
  });
});
