// @vitest-environment happy-dom
import { act } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import { serviceStatus } from '../transport/service-status';
import { buttonNamed, click, fire, render } from '../testing/render';
import { LoadFailedPanel } from './load-failed-panel';
import NotFoundPage from './not-found.page';
import { StatePanel } from './state-panel';

vi.mock('antd-mobile', () => import('../testing/antd-mobile'));

const text = (selector: string) => document.querySelector(selector)?.textContent;

beforeAll(async () => {
  await initI18n({ locale: 'en' });
});
afterEach(() => {
  vi.useRealTimers();
  act(() => serviceStatus.set(false));
  document.body.innerHTML = '';
});

describe('a state panel', () => {
  test('shows its picture, title, explanation and way out, announced as said', async () => {
    const onAction = vi.fn();
    await render(
      <StatePanel
        role="alert"
        image={<svg className="picture" />}
        title="No stones yet"
        description="Try fewer filters."
      >
        <button type="button" onClick={onAction}>
          Clear filters
        </button>
      </StatePanel>,
    );
    expect(document.querySelector('[role="alert"] .picture')).not.toBeNull();
    expect(text('h2')).toBe('No stones yet');
    expect(text('.state-panel-description')).toBe('Try fewer filters.');
    await click(buttonNamed('Clear filters')!);
    expect(onAction).toHaveBeenCalledOnce();
  });

  test('without an explanation or a way out, shows neither', async () => {
    await render(<StatePanel image={null} title="Nothing here" />);
    expect(text('h2')).toBe('Nothing here');
    expect(document.querySelector('.state-panel-description')).toBeNull();
    expect(document.querySelector('.state-panel-actions')).toBeNull();
    expect(document.querySelector('[role]')).toBeNull();
  });
});

describe('content that could not be loaded', () => {
  test('says so, why, and tries again when asked', async () => {
    const onRetry = vi.fn();
    await render(<LoadFailedPanel title="The list could not be loaded" onRetry={onRetry} />);
    expect(text('[role="alert"] h2')).toBe('The list could not be loaded');
    expect(text('.state-panel-description')).toBe('Check your connection and try again.');
    await click(buttonNamed('Try again')!);
    expect(onRetry).toHaveBeenCalledOnce();
  });

  test('tries again by itself when the phone is back online', async () => {
    const onRetry = vi.fn();
    await render(<LoadFailedPanel onRetry={onRetry} />);
    expect(text('h2')).toBe('Could not load your details');
    await fire(window, new Event('online'));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  test('while the server says it is briefly away: says that, and tries every few seconds', async () => {
    vi.useFakeTimers();
    const onRetry = vi.fn();
    await render(<LoadFailedPanel title="The list could not be loaded" onRetry={onRetry} />);
    act(() => serviceStatus.set(true));
    expect(text('h2')).toBe('Facet is briefly unavailable');
    expect(text('.state-panel-description')).toMatch(/try again by ourselves/);
    act(() => vi.advanceTimersByTime(15_000));
    expect(onRetry).toHaveBeenCalledTimes(3);
    act(() => serviceStatus.set(false));
    expect(text('h2')).toBe('The list could not be loaded');
    act(() => vi.advanceTimersByTime(15_000));
    expect(onRetry).toHaveBeenCalledTimes(3);
  });

  test('a page that does not exist says so and leads home', async () => {
    await render(
      <MemoryRouter initialEntries={['/pages/nowhere']}>
        <Routes>
          <Route path="/pages/index/index" element={<p className="home">Home</p>} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(text('h2')).toBe('Page not found');
    await click(buttonNamed('Back to home')!);
    expect(text('.home')).toBe('Home');
  });
});
