import { z } from '../zod';
import { Email } from '../accounts';

/** Field rules the Cloud Store's bodies share (not exported from the contract). */

/** A link as a visitor brings it: anything that is not a store's is simply not found. */
export const SlugLookup = z.string('FIELD_REQUIRED').trim().toLowerCase().min(1, 'FIELD_REQUIRED').max(64, 'FIELD_INVALID'); // prettier-ignore

/**
 * A telephone number as shop customers write it: local (`9123 4567`) or international
 * (`+852 9123 4567`, `(212) 555-0100`). The jeweller calls it; its area is theirs.
 */
export const STORE_PHONE = /^\+?[\d(][\d ()-]{4,22}\d$/;

export const filled = (max: number) =>
  z.string('FIELD_REQUIRED').trim().min(1, 'FIELD_REQUIRED').max(max, 'FIELD_TOO_LONG');
export const optionalPhone = z
  .union([z.string('PHONE_FORMAT').trim().regex(STORE_PHONE, 'PHONE_FORMAT'), z.literal('')])
  .optional();
export const optionalEmail = z.union([Email, z.literal('')]).optional();

export { pageBodyFields as pageFields } from '../envelope';
