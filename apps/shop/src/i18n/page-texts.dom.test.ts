// @vitest-environment happy-dom
import { describe, expect, test, vi } from 'vitest';
import { ensurePageTexts, i18n, initI18n } from './i18n';

describe('the page texts, in sets a page names', () => {
  test('a daily page’s set brings the catalogue pages’ and its own, not every page’s', async () => {
    await initI18n({ locale: 'en' });
    expect(i18n.exists('cart.delete')).toBe(false);
    await ensurePageTexts('daily');
    expect(i18n.t('cart.delete')).toBe('Delete');
    expect(i18n.t('orderDetails.cancelTitle')).toBe('Cancel this order?');
    expect(i18n.exists('cloudStore.orders.all')).toBe(false);
  });

  test('a text from a set the page did not name shows blank, brings the rest, then shows', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(i18n.t('cloudStore.orders.all')).toBe('');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"cloudStore.orders.all"'));
    await vi.waitFor(() => expect(i18n.t('cloudStore.orders.all')).toBe('All'));
    // Every set in: a text that is nowhere shows its key, as i18next's own.
    expect(i18n.t('cloudStore.orders.nowhere' as never)).toBe('cloudStore.orders.nowhere');
    warn.mockRestore();
  });
});
