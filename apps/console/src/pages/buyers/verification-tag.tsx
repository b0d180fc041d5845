import { Tag } from 'antd';
import type { Locale, VerificationStatus } from '@facet/contract';
import { useI18n } from '../../i18n/use-i18n';

const COLOURS: Record<VerificationStatus, string> = {
  none: 'default',
  pending: 'gold',
  approved: 'green',
  rejected: 'red',
};

export function VerificationTag({ status }: { status: VerificationStatus }) {
  const { t } = useI18n();
  return (
    <Tag color={COLOURS[status]} className="verification-tag">
      {t(`buyers.status.${status}`)}
    </Tag>
  );
}

const regionNames = new Map<Locale, Intl.DisplayNames>();

/** A country's name in the reader's language, from its ISO code. */
export function countryName(locale: Locale, code: string): string {
  if (!code) return '';
  let names = regionNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'region' });
    regionNames.set(locale, names);
  }
  return names.of(code) ?? code;
}
