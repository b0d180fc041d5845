import type { AccountsService } from '../modules/accounts/accounts.service';

/** The demo logins `npm start` creates on a fresh embedded database and prints at start. */
export const DEMO_ACCOUNTS = [
  { email: 'demo@facet.local', password: 'Demo1234', role: 'buyer', nickName: 'Demo Buyer' },
  { email: 'clerk@facet.local', password: 'Clerk1234', role: 'clerk', nickName: 'Demo Clerk' },
  { email: 'admin@facet.local', password: 'Admin1234', role: 'admin', nickName: 'Demo Admin' },
] as const;

export async function seedDemo(accounts: AccountsService) {
  for (const account of DEMO_ACCOUNTS) await accounts.ensureAccount(account);
}
