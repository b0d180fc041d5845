import { z } from '../zod';

/** Who an account is: a buyer of the shop, or a member of staff in the back office. */
export const ROLES = ['buyer', 'clerk', 'admin'] as const;
export const Role = z.enum(ROLES);
export type Role = z.infer<typeof Role>;
