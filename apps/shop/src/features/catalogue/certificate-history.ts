import { LABS, type Lab } from '@facet/contract';
import { SHOP_STORAGE_PREFIX } from '../../shared/transport/local-cache';

/**
 * The certificate numbers this buyer looked up last, most recent first, kept on this device
 * (the settings' "clear cache" drops them with the rest).
 */
export const CERTIFICATE_HISTORY_KEY = `${SHOP_STORAGE_PREFIX}certificateHistory`;
export const CERTIFICATE_HISTORY_MAX = 8;

export type CertificateLookup = { CertificateNo: string; Lab?: Lab };

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const isLookup = (value: unknown): value is CertificateLookup => {
  if (typeof value !== 'object' || value === null) return false;
  const { CertificateNo, Lab } = value as Record<string, unknown>;
  return (
    typeof CertificateNo === 'string' &&
    CertificateNo !== '' &&
    (Lab === undefined || (LABS as readonly unknown[]).includes(Lab))
  );
};

export function readCertificateHistory(
  storage: KeyValueStorage = localStorage,
): CertificateLookup[] {
  try {
    const stored: unknown = JSON.parse(storage.getItem(CERTIFICATE_HISTORY_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter(isLookup).slice(0, CERTIFICATE_HISTORY_MAX) : [];
  } catch {
    return [];
  }
}

/** Puts a lookup first; the same number with the same lab replaces its older entry. */
export function rememberCertificate(
  lookup: CertificateLookup,
  storage: KeyValueStorage = localStorage,
): CertificateLookup[] {
  const entry: CertificateLookup = lookup.Lab
    ? { CertificateNo: lookup.CertificateNo, Lab: lookup.Lab }
    : { CertificateNo: lookup.CertificateNo };
  const others = readCertificateHistory(storage).filter(
    (old) => old.CertificateNo !== entry.CertificateNo || old.Lab !== entry.Lab,
  );
  const next = [entry, ...others].slice(0, CERTIFICATE_HISTORY_MAX);
  try {
    storage.setItem(CERTIFICATE_HISTORY_KEY, JSON.stringify(next));
  } catch {
    // Without storage the list lives as long as the page.
  }
  return next;
}

export function clearCertificateHistory(storage: KeyValueStorage = localStorage) {
  storage.removeItem(CERTIFICATE_HISTORY_KEY);
}
