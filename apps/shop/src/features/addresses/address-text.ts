import type { Address } from '@facet/contract';

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;

/**
 * The receiver's name, surname first as the form asks for it: "Chan Tai Man", and "陈大文"
 * without a space when both parts are written in Chinese characters.
 */
export function receiverName(address: Pick<Address, 'Surname' | 'Name'>): string {
  const surname = address.Surname.trim();
  const name = address.Name.trim();
  if (CJK.test(surname) && CJK.test(name)) return `${surname}${name}`;
  return [surname, name].filter(Boolean).join(' ');
}

/** The delivery address on one line, street to country, the parts left empty skipped. */
export const fullAddress = (address: Address) =>
  [address.Address, address.City, address.State, address.ZipCode, address.Country]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');

/** The numbers the courier can call: the mobile, then a different landline. */
export const contactNumbers = (address: Pick<Address, 'Mobile' | 'Phone'>) =>
  [...new Set([address.Mobile.trim(), address.Phone.trim()])].filter(Boolean);
