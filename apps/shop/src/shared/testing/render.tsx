import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

declare global {
  // React's flag for an environment where updates are awaited with `act`.
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

/**
 * Renders `ui` into the page (a DOM test: `// @vitest-environment happy-dom`) as the app does,
 * with React's own client, every update awaited. Returns the container and a way to take it
 * away again.
 */
export async function render(ui: ReactNode) {
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  await act(async () => root.render(ui));
  return {
    container,
    rerender: (next: ReactNode) => act(async () => root.render(next)),
    unmount: () =>
      act(async () => {
        root.unmount();
        container.remove();
      }),
  };
}

/** Dispatches a user's event and waits for what React does with it. */
export const fire = (target: EventTarget, event: Event) =>
  act(async () => {
    target.dispatchEvent(event);
  });

/** A click as a finger or a mouse makes it. */
export const click = (target: Element) =>
  fire(target, new MouseEvent('click', { bubbles: true, cancelable: true }));

/** The button whose accessible text (its label, else its text) is `name`, or none. */
export const buttonNamed = (name: string, within: ParentNode = document) =>
  [...within.querySelectorAll('button')].find(
    (button) => (button.getAttribute('aria-label') ?? button.textContent?.trim()) === name,
  );

/** Waits for React work started by timers and promises (a fetch, a retry) to settle. */
export const settle = (ms = 0) =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, ms));
  });
