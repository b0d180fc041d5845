import type { CallSpec } from '../call-spec';
import { Empty } from '../envelope';
import { PushKey, PushSubscribeBody, PushSubscribed, PushUnsubscribeBody } from './index';

/** The web push calls of the call table (../calls.ts): a signed-in buyer's device. */
export const PUSH_CALLS = {
  'Push/Key': { method: 'GET', data: PushKey, capability: 'push' },
  'Push/Subscribe': {
    method: 'POST',
    body: PushSubscribeBody,
    data: PushSubscribed,
    capability: 'push',
  },
  'Push/Unsubscribe': {
    method: 'POST',
    body: PushUnsubscribeBody,
    data: Empty,
    capability: 'push',
  },
} as const satisfies Record<string, CallSpec>;
