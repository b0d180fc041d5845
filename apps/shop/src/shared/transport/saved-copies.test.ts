import { describe, expect, test } from 'vitest';
import { memoryStorage } from '../testing/memory-storage';
import { ApiError } from './client';
import { SAVED_PREFIX, savedCopies, staleWhenSaved } from './saved-copies';

const offline = () => Promise.reject(new ApiError('NETWORK', 'No network connection', 0));
const page = (ids: number[]) => ({ List: ids.map((Id) => ({ Id })), Total: 99 });
const at = (owner: number, list: string, pageIndex = 1) => ({
  owner,
  kind: 'results',
  list,
  page: pageIndex,
});

describe('saved copies of lists', () => {
  test('the network answers first, every time; its answer is what the page shows', async () => {
    const copies = savedCopies(memoryStorage(), () => 1000);
    await copies.networkFirst(at(7, 'round'), async () => page([1, 2]));
    const fresh = await copies.networkFirst(at(7, 'round'), async () => page([3]));
    expect(fresh).toEqual(page([3]));
    expect(fresh).not.toHaveProperty('SavedAt');
  });

  test('offline, the last answer of the same list comes back with the time it was saved', async () => {
    let clock = 1000;
    const copies = savedCopies(memoryStorage(), () => clock);
    await copies.networkFirst(at(7, 'round'), async () => page([1, 2]));
    await copies.networkFirst(at(7, 'round', 2), async () => page([3]));
    clock = 5000;
    expect(await copies.networkFirst(at(7, 'round'), offline)).toEqual({
      ...page([1, 2]),
      SavedAt: 1000,
    });
    expect(await copies.networkFirst(at(7, 'round', 2), offline)).toMatchObject(page([3]));
    // A page never received is not invented.
    await expect(copies.networkFirst(at(7, 'round', 3), offline)).rejects.toThrow(ApiError);
  });

  test('another list replaces the saved one; another buyer never sees it', async () => {
    const copies = savedCopies(memoryStorage());
    await copies.networkFirst(at(7, 'round'), async () => page([1]));
    await copies.networkFirst(at(7, 'pear'), async () => page([2]));
    await expect(copies.networkFirst(at(7, 'round'), offline)).rejects.toThrow('No network');
    expect(await copies.networkFirst(at(7, 'pear'), offline)).toMatchObject(page([2]));
    await expect(copies.networkFirst(at(8, 'pear'), offline)).rejects.toThrow('No network');
  });

  test('a refusal is the server’s answer, not a reason to show the copy', async () => {
    const copies = savedCopies(memoryStorage());
    await copies.networkFirst(at(7, 'round'), async () => page([1]));
    const refused = new ApiError('AUTH_REQUIRED', 'Please log in', 401);
    await expect(copies.networkFirst(at(7, 'round'), () => Promise.reject(refused))).rejects.toBe(
      refused,
    );
  });

  test('a full or refusing storage costs the copy, never the list', async () => {
    const storage = memoryStorage();
    storage.setItem = () => {
      throw new DOMException('quota', 'QuotaExceededError');
    };
    const copies = savedCopies(storage);
    expect(await copies.networkFirst(at(7, 'round'), async () => page([1]))).toEqual(page([1]));
  });

  test('sign-out forgets every saved list on the phone, and nothing else', async () => {
    const storage = memoryStorage({ 'facet.shop.locale': 'en' });
    const copies = savedCopies(storage);
    await copies.networkFirst(at(7, 'round'), async () => page([1]));
    await copies.networkFirst({ ...at(8, 'all'), kind: 'favourites' }, async () => page([2]));
    copies.forgetAll();
    expect(storage.length).toBe(1);
    expect(storage.key(0)).toBe('facet.shop.locale');
    expect(SAVED_PREFIX.startsWith('facet.shop.')).toBe(true);
  });
});

describe('freshness of a saved copy', () => {
  test('a list with a saved page is stale at once; one from the server keeps its time', () => {
    const stale = staleWhenSaved(30_000);
    const list = (...pages: object[]) => ({ state: { data: { pages } } });
    expect(stale(list(page([1]), { ...page([2]), SavedAt: 5 }))).toBe(0);
    expect(stale(list(page([1]), page([2])))).toBe(30_000);
    expect(stale({ state: { data: undefined } })).toBe(30_000);
  });
});
