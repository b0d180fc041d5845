import { Tag } from 'antd';
import type { VerificationStatus } from '@facet/contract';
import { useI18n } from '../../../i18n/use-i18n';

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
