import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Locale, PriceTier, Role } from '@facet/contract';
import { AppError } from './errors';

export type AuthUser = {
  id: number;
  role: Role;
  sessionId: number;
  /** The buyer's price tier, read with the session: every price they are sent is its price. */
  tier?: PriceTier | null;
  /** True for a buyer who may not see prices yet (`BUYER_APPROVAL=browse`, not approved). */
  pricesHidden?: boolean;
  /** The name they go by (the contract's `displayName`), read with the session. */
  name?: string;
  /** The language their mail is written in: the one they last wrote in. */
  locale?: Locale;
};

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller, resolved from the bearer token by the auth hook; null when anonymous. */
    user: AuthUser | null;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/** The signed-in caller, or 401 AUTH_REQUIRED. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new AppError('AUTH_REQUIRED');
  return request.user;
}

/** onRequest hook: any signed-in user. */
export async function requireUser(request: FastifyRequest, _reply: FastifyReply) {
  currentUser(request);
}

/**
 * onRequest hook for routes that deal in prices (the cart): a buyer who may not see prices yet
 * (`BUYER_APPROVAL=browse`, not approved) is `NOT_VERIFIED`.
 */
export async function requirePrices(request: FastifyRequest, _reply: FastifyReply) {
  if (currentUser(request).pricesHidden) throw new AppError('NOT_VERIFIED');
}

/** Sorts that would order stones by their price: each one reads it. */
const PRICE_SORTS: ReadonlySet<string> = new Set(['Price', 'PricePerCarat', 'Discount']);

/**
 * A buyer who may not see prices may not ask about them either: a price filter (bisected, it
 * would give the price away) or a sort by price is `NOT_VERIFIED`, like the prices.
 */
export function refusePriceQuestions(
  user: AuthUser | null,
  filter: { PriceMin?: number | null; PriceMax?: number | null },
  sort: { Field: string } | undefined,
) {
  if (!user?.pricesHidden) return;
  if (filter.PriceMin != null || filter.PriceMax != null || (sort && PRICE_SORTS.has(sort.Field))) {
    throw new AppError('NOT_VERIFIED');
  }
}

/**
 * onRequest hook for staff routes: anonymous callers must log in; a signed-in buyer gets 404,
 * as if the route did not exist, so the back office does not reveal itself.
 */
export const requireRole =
  (...roles: Role[]) =>
  async (request: FastifyRequest, _reply: FastifyReply) => {
    const user = currentUser(request);
    if (!roles.includes(user.role)) throw new AppError('NOT_FOUND');
  };

export const requireStaff = requireRole('clerk', 'admin');

/**
 * onRequest hook for the trade's buyer-side calls (cart, holds, favourites, saved searches,
 * addresses, orders): staff work in the back office and get 404 here, as for any call that is
 * not theirs; they do not buy as buyers.
 */
export const requireBuyer = requireRole('buyer');
