type Issue = { path: PropertyKey[]; message: string };

/** Where the contract's refusal of an address goes on the form: catalogue keys, not yet text. */
export type AddressRefusal = {
  /** Under form fields, the first issue of each. */
  fields: { name: string; key: string }[];
  /** Under the map pin, which is no form field. */
  pin: string | null;
  /** Anything the form has no place for, for a toast. */
  other: string | null;
};

/**
 * Sorts the issues `AddressInput` finds in what the form is about to send: those of the form's
 * `shown` fields, that of the pin (Latitude, Longitude), and the first of the rest — so a
 * refusal is shown where it belongs rather than lost.
 */
export function addressRefusal(issues: readonly Issue[], shown: readonly string[]): AddressRefusal {
  const fields = new Map<string, string>();
  let pin: string | null = null;
  let other: string | null = null;
  for (const { path, message } of issues) {
    const name = path[0];
    if (typeof name === 'string' && shown.includes(name)) {
      if (!fields.has(name)) fields.set(name, message);
    } else if (name === 'Latitude' || name === 'Longitude') pin ??= message;
    else other ??= message;
  }
  return {
    fields: [...fields].map(([name, key]) => ({ name, key })),
    pin,
    other: fields.size === 0 && pin === null ? other : null,
  };
}
