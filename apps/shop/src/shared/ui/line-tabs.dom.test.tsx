// @vitest-environment happy-dom
import { useState } from 'react';
import { afterEach, describe, expect, test } from 'vitest';
import { click, fire, render } from '../testing/render';
import { LineTabs } from './line-tabs';

const STATUSES = ['all', 'unpaid', 'shipped'] as const;
type Status = (typeof STATUSES)[number];

/** Tabs as a page holds them: the chosen one in its state, shown under the tabs. */
function Orders() {
  const [status, setStatus] = useState<Status>('all');
  return (
    <>
      <LineTabs
        label="Orders"
        active={status}
        onChange={setStatus}
        tabs={STATUSES.map((key) => ({ key, title: key.toUpperCase() }))}
      />
      <p id="shown">{status}</p>
    </>
  );
}

const tabs = () => [...document.querySelectorAll<HTMLElement>('[role="tab"]')];
const chosen = () => tabs().filter((tab) => tab.getAttribute('aria-selected') === 'true');
const shown = () => document.getElementById('shown')?.textContent;
const key = (name: string) => new KeyboardEvent('keydown', { key: name, bubbles: true });

afterEach(() => {
  document.body.innerHTML = '';
});

describe('tabs over a list', () => {
  test('name their list, show one chosen, and a tap chooses another', async () => {
    await render(<Orders />);
    expect(document.querySelector('[role="tablist"]')?.getAttribute('aria-label')).toBe('Orders');
    expect(tabs().map((tab) => tab.textContent)).toEqual(['ALL', 'UNPAID', 'SHIPPED']);
    expect(chosen().map((tab) => tab.textContent)).toEqual(['ALL']);

    await click(tabs()[2]!);
    expect(shown()).toBe('shipped');
    expect(chosen().map((tab) => tab.textContent)).toEqual(['SHIPPED']);
  });

  test('only the chosen tab is in the tab order; the arrow keys move the choice, round the ends', async () => {
    await render(<Orders />);
    expect(tabs().map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);

    await fire(tabs()[0]!, key('ArrowLeft'));
    expect(shown()).toBe('shipped');
    expect(document.activeElement?.textContent).toBe('SHIPPED');
    await fire(tabs()[2]!, key('ArrowRight'));
    expect(shown()).toBe('all');
    await fire(tabs()[0]!, key('ArrowRight'));
    expect(shown()).toBe('unpaid');
    expect(tabs().map((tab) => tab.tabIndex)).toEqual([-1, 0, -1]);
    // Other keys are the browser's.
    await fire(tabs()[1]!, key('Enter'));
    expect(shown()).toBe('unpaid');
  });
});
