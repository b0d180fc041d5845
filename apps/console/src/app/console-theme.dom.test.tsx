// @vitest-environment happy-dom
import { Modal } from 'antd';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ConsoleTheme } from './console-theme';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

/** The system's "reduce motion" setting, which the person can change while the console is open. */
function systemMotion(reduce: boolean) {
  const listeners = new Set<() => void>();
  const list = {
    matches: reduce,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', (query: string) =>
    query === '(prefers-reduced-motion: reduce)' ? list : { ...list, matches: false },
  );
  return (next: boolean) =>
    act(async () => {
      list.matches = next;
      listeners.forEach((listener) => listener());
    });
}

let root: Root | undefined;
async function openDialog() {
  const container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  await act(async () =>
    root!.render(
      <ConsoleTheme>
        <Modal open title="Mark paid">
          Paid in full?
        </Modal>
      </ConsoleTheme>,
    ),
  );
}
/**
 * How long the dialog's zoom in lasts: antd keeps its motion classes either way, and a
 * person who asked for less motion gets them at 0 s (its `motion` token).
 */
const zoomDuration = () => {
  const dialog = document.querySelector('.ant-modal');
  expect(dialog?.classList.contains('ant-zoom')).toBe(true);
  // The theme's variables, on the class antd gives the dialog's root for this theme.
  const root = document.querySelector('.ant-modal-root');
  const scope = [...(root?.classList ?? [])].find((name) => name.startsWith('css-var-'));
  const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
  const rule = new RegExp(`\\.${scope}[^{]*\\{[^}]*--ant-motion-duration-slow:([^;}]+)`).exec(css);
  return rule?.[1]?.trim();
};

afterEach(async () => {
  await act(async () => root?.unmount());
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('the console’s motion', () => {
  test('a dialog zooms in for a person who has not asked for less motion', async () => {
    systemMotion(false);
    await openDialog();
    expect(zoomDuration()).toBe('0.3s');
  });

  test('a dialog appears at once for a person who asked their system for less', async () => {
    systemMotion(true);
    await openDialog();
    expect(zoomDuration()).toBe('0s');
  });

  test('follows the setting changed while the console is open', async () => {
    const change = systemMotion(false);
    await openDialog();
    await change(true);
    await act(async () => root!.render(<ConsoleTheme>{null}</ConsoleTheme>));
    await act(async () =>
      root!.render(
        <ConsoleTheme>
          <Modal open title="Again">
            Once more
          </Modal>
        </ConsoleTheme>,
      ),
    );
    expect(zoomDuration()).toBe('0s');
  });
});
