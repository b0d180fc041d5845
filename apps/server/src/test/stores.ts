import type { Store, StoreSaveBody } from '@facet/contract';
import type { TestServer } from './harness';

let sequence = 0;

/**
 * A store's settings as the setup page sends them: 25 % on everything, no rounding, and the
 * certificate numbers shown (the tests find their stones by them; the product's default is
 * off, which storefront.test.ts checks).
 */
export const storeSettings = (overrides: Partial<StoreSaveBody> = {}): StoreSaveBody => ({
  Slug: `mei-jewels-${++sequence}-${Math.random().toString(36).slice(2, 8)}`,
  Name: 'Mei Jewels',
  Phone: '+852 2345 6789',
  Email: 'shop@mei-jewels.example',
  Intro: 'Engagement rings made in Central since 1998',
  Language: 'en',
  Categories: ['natural-white', 'lab-white'],
  Markups: [],
  DefaultPercent: 25,
  Rounding: 'none',
  Enabled: true,
  ShowCertificates: true,
  ...overrides,
});

/** A new buyer with a store of their own, saved over the API. */
export async function newStore(server: TestServer, overrides: Partial<StoreSaveBody> = {}) {
  const owner = await server.newUser();
  const saved = await server.post<Store>('/api/CloudStore/Save', storeSettings(overrides), {
    token: owner.token,
  });
  if (saved.status !== 200) throw new Error(`newStore failed: ${JSON.stringify(saved.body)}`);
  return { owner, store: saved.body.Data };
}
