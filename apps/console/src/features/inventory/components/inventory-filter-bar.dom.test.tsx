// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, expect, test } from 'vitest';
import { EMPTY_FILTERS, type InventoryFilters } from '../inventory-view';
import { InventoryFilterBar } from './inventory-filter-bar';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

const keywordField = () =>
  document.querySelector<HTMLInputElement>('input#inventory-filter_Keyword')!;

/** Types into a controlled input as a person does: the value, then the input event React hears. */
function type(input: HTMLInputElement, text: string) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  setValue.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

test('an address change drawn after the clerk typed a keyword keeps the keyword', async () => {
  const container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  const draw = (filters: InventoryFilters) =>
    act(async () => root!.render(<InventoryFilterBar filters={filters} onChange={() => {}} />));

  await draw({ Market: 'all', Category: ['natural-white'] });
  expect(keywordField().value).toBe('');

  // "Clear filters", then a stock number typed at once: the router draws the cleared address in
  // a transition, which can land after the typing.
  await act(async () => type(keywordField(), 'NW0000042'));
  await draw(EMPTY_FILTERS);
  expect(keywordField().value).toBe('NW0000042');

  // A keyword the address itself changes (the back button) is written into the field.
  await draw({ Market: 'all', Keyword: 'NW0000007' });
  expect(keywordField().value).toBe('NW0000007');
});
