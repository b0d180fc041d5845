import {
  fromRateMillionths,
  RATED_CURRENCIES,
  toRateMillionths,
  type CurrencyRates,
  type SaveRatesBody,
} from '@facet/contract';
import { desc } from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth';
import type { Db } from '../../platform/db';
import type { AccountsService } from '../accounts/accounts.service';
import type { AuditService } from '../audit/audit.service';
import { currencyRates } from './currencies.table';

export type CurrenciesService = ReturnType<typeof currenciesService>;

/** The display currencies' rates: read by every buyer, set by an admin, all at once. */
export const currenciesService = ({
  db,
  accounts,
  audit,
}: {
  db: Db;
  accounts: Pick<AccountsService, 'people'>;
  audit: Pick<AuditService, 'record'>;
}) => {
  async function rates(): Promise<CurrencyRates> {
    const rows = await db.select().from(currencyRates).orderBy(desc(currencyRates.updatedAt));
    const latest = rows[0];
    const by = latest?.updatedBy ? (await accounts.people([latest.updatedBy])).get(latest.updatedBy) : undefined; // prettier-ignore
    return {
      Base: 'USD',
      Rates: Object.fromEntries(rows.map((row) => [row.currency, fromRateMillionths(row.rateMillionths)])), // prettier-ignore
      UpdatedAt: latest?.updatedAt.toISOString() ?? null,
      UpdatedBy: by?.name ?? null,
    };
  }

  return {
    rates,

    /** Replaces every rate in one transaction, stamped with the time and the admin. */
    async save(user: AuthUser, body: SaveRatesBody): Promise<CurrencyRates> {
      const now = new Date();
      const before = (await rates()).Rates;
      await db.transaction(async (tx) => {
        await audit.record(tx, { actor: user, kind: 'currency.rates', targetType: 'currency', targetId: 'rates', before, after: body.Rates }); // prettier-ignore
        for (const currency of RATED_CURRENCIES) {
          const values = {
            currency,
            rateMillionths: toRateMillionths(body.Rates[currency]),
            updatedAt: now,
            updatedBy: user.id,
          };
          await tx
            .insert(currencyRates)
            .values(values)
            .onConflictDoUpdate({ target: currencyRates.currency, set: values });
        }
      });
      return rates();
    },
  };
};
