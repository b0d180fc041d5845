import { MutationObserver, onlineManager, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from './query-client';

describe('the shop’s query client', () => {
  afterEach(() => onlineManager.setOnline(true));

  it('sends a cart change even while the browser believes it is offline', async () => {
    onlineManager.setOnline(false);
    // Scoped like every cart change: queued behind each other, never behind the network flag.
    const change = new MutationObserver(queryClient, {
      mutationFn: async () => 'sent',
      scope: { id: 'cart' },
    });
    await expect(change.mutate()).resolves.toBe('sent');
    const next = new MutationObserver(queryClient, {
      mutationFn: async () => 'sent again',
      scope: { id: 'cart' },
    });
    await expect(next.mutate()).resolves.toBe('sent again');
  });

  it('a failing call while offline settles with its error instead of waiting', async () => {
    onlineManager.setOnline(false);
    const refused = new MutationObserver(queryClient, {
      mutationFn: () => Promise.reject(new Error('network')),
    });
    await expect(refused.mutate()).rejects.toThrow('network');
    const query = new QueryObserver(queryClient, {
      queryKey: ['offline-probe'],
      queryFn: async () => 'fetched',
    });
    const unsubscribe = query.subscribe(() => {});
    await expect.poll(() => query.getCurrentResult().data).toBe('fetched');
    unsubscribe();
  });
});
