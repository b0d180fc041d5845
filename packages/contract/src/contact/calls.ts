import type { CallSpec } from '../call-spec';
import { Contact, ContactSaveBody, ContactSettings } from './index';

/** The contact calls of the call table (../calls.ts). */
export const CONTACT_CALLS = {
  'Contact/Get': { method: 'GET', data: Contact, capability: 'contact' },
  'Admin/Contact/Get': { method: 'GET', data: ContactSettings, capability: 'contact' },
  'Admin/Contact/Save': {
    method: 'POST',
    body: ContactSaveBody,
    data: ContactSettings,
    capability: 'contact',
  },
} as const satisfies Record<string, CallSpec>;
