import { useTranslation } from 'react-i18next';
import { useSession } from '../accounts';

// The words apart from the card (prices-on-approval.tsx), its icon and its styles: the cart says
// them in a panel of its own.

/** The words of the card, for the buyer's verification status (sent, refused or neither). */
export function usePricesOnApprovalWords() {
  const { t } = useTranslation();
  const status = useSession()?.Verification ?? 'none';
  return {
    title: t('catalogue.pricesOnApproval.title'),
    text: t(`catalogue.pricesOnApproval.${status === 'approved' ? 'none' : status}`),
    action: t(
      status === 'pending' ? 'catalogue.pricesOnApproval.see' : 'catalogue.pricesOnApproval.verify',
    ),
  };
}
