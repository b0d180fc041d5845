// @vitest-environment happy-dom
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n';

const shown = vi.hoisted(() => [] as unknown[]);
vi.mock('./toast', () => ({ toast: (props: unknown) => shown.push(props) }));
const { loadOnTap } = await import('./load-on-tap');

beforeAll(async () => {
  await initI18n({ locale: 'en' });
});

describe('code fetched on a tap', () => {
  test('is the module when it comes, and says nothing', async () => {
    expect(await loadOnTap(async () => ({ sheet: 'ready' }))).toEqual({ sheet: 'ready' });
    expect(shown).toEqual([]);
  });

  test('offline: nothing, and the buyer is told the network failed; the next tap tries again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue('code'); // prettier-ignore
    expect(await loadOnTap(load)).toBeNull();
    expect(shown).toEqual([{ content: expect.stringMatching(/network/i) }]);
    expect(await loadOnTap(load)).toBe('code');
  });
});
