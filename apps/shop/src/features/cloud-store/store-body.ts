import type { Store, StoreCategory, StoreSaveBody } from '@facet/contract';

/** A markup rule as the editor holds it: the numbers as typed, '' for an open end. */
export type RuleDraft = {
  key: number;
  Category: StoreCategory | null;
  MinPrice: string;
  MaxPrice: string;
  Percent: string;
};

/** The form's own fields, as typed (the percentage is text until sent). */
export type StoreFormValues = Pick<
  StoreSaveBody,
  | 'Slug'
  | 'Name'
  | 'Phone'
  | 'Email'
  | 'Intro'
  | 'Language'
  | 'Categories'
  | 'Rounding'
  | 'Enabled'
  | 'ShowCertificates'
> & { DefaultPercent: string };

let nextKey = 1;
export const newRuleKey = () => nextKey++;

/**
 * A typed amount: '' is an open end (null); thousands separators, a dollar or percent sign and
 * spaces are let through as people type them. Anything else is sent as it is (NaN travels as
 * null) for the server to refuse under the field, in the buyer's language.
 */
export function amountOf(text: string): number | null {
  const plain = text.replace(/[\s,$%＄，]/g, '');
  return plain === '' ? null : Number(plain);
}

/** The saved store's rules, ready to edit. */
export const rulesOf = (store: Store | null): RuleDraft[] =>
  (store?.Markups ?? []).map((rule) => ({
    key: newRuleKey(),
    Category: rule.Category,
    MinPrice: rule.MinPrice == null ? '' : String(rule.MinPrice),
    MaxPrice: rule.MaxPrice == null ? '' : String(rule.MaxPrice),
    Percent: String(rule.Percent),
  }));

/** What `CloudStore/Save` is sent: the rules in the order shown, the first match winning. */
export function storeBodyOf(
  values: StoreFormValues,
  rules: readonly RuleDraft[],
  logo: string | null,
): StoreSaveBody {
  return {
    ...values,
    Logo: logo,
    DefaultPercent: amountOf(values.DefaultPercent) as number,
    Markups: rules.map((rule) => ({
      Category: rule.Category,
      MinPrice: amountOf(rule.MinPrice),
      MaxPrice: amountOf(rule.MaxPrice),
      Percent: amountOf(rule.Percent) as number,
    })),
  };
}
