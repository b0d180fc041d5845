import type { Contact, Locale } from '@facet/contract';
import { useQuery } from '@tanstack/react-query';
import { queryKeysFactory } from '@facet/web-client';
import { SHOP_STORAGE_PREFIX } from '../../shared/transport/local-cache';
import { useLocale } from '../../i18n/i18n';
import { calls } from '../../shared/transport/http';

export const contactKeys = queryKeysFactory('contact');

/** The office changes when an admin says so: read again after a few minutes at most. */
const CONTACT_FRESH_MS = 5 * 60_000;
const savedKey = (locale: Locale) => `${SHOP_STORAGE_PREFIX}contact.${locale}`;

function savedContact(locale: Locale): Contact | undefined {
  try {
    return (JSON.parse(localStorage.getItem(savedKey(locale)) ?? 'null') as Contact | null) ?? undefined; // prettier-ignore
  } catch {
    return undefined;
  }
}

/**
 * "Contact us" in the reader's language (public: no login needed). The last answer is kept, so
 * a buyer without a network (at a fair, abroad) still has the number to call; the page says
 * when it shows that copy.
 */
export function useContact() {
  const locale = useLocale();
  return useQuery({
    queryKey: [...contactKeys.all, locale],
    queryFn: async ({ signal }) => {
      const contact = await calls.get('Contact/Get', undefined, { signal, quiet: true });
      try {
        localStorage.setItem(savedKey(locale), JSON.stringify(contact));
      } catch {
        // Storage full or refused: the page works, only not offline.
      }
      return contact;
    },
    initialData: () => savedContact(locale),
    // A saved copy is shown at once and read again straight away.
    initialDataUpdatedAt: 0,
    staleTime: CONTACT_FRESH_MS,
  });
}
