import type { Address } from '@facet/contract';

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;

type Receiver = Pick<Address, 'Surname' | 'Name'>;

/**
 * The receiver's name as the shop and the address form write it, surname first: "陈大文" runs
 * the two together, a Latin name reads "Chan Tai Man" (the way a Hong Kong label does).
 */
export function receiverName(address: Receiver): string {
  const surname = address.Surname.trim();
  const name = address.Name.trim();
  if (CJK.test(surname) && CJK.test(name)) return `${surname}${name}`;
  return [surname, name].filter(Boolean).join(' ');
}

type Place = Pick<Address, 'Address' | 'City' | 'State' | 'ZipCode' | 'Country'>;

/** The address as a label writes it: the street, then "City, State ZIP", then the country. */
export function addressLines(address: Place): string[] {
  const region = [address.State.trim(), address.ZipCode.trim()].filter(Boolean).join(' ');
  const town = [address.City.trim(), region].filter(Boolean).join(', ');
  return [address.Address.trim(), town, address.Country.trim()].filter(Boolean);
}

/** The numbers the courier can call: the mobile, then a different landline. */
export const contactNumbers = (address: Pick<Address, 'Mobile' | 'Phone'>) =>
  [...new Set([address.Mobile.trim(), address.Phone.trim()])].filter(Boolean);
