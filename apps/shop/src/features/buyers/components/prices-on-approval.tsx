import { LockOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/routing/paths';
import { useSession } from '../../accounts';
import './prices-on-approval.css';

/**
 * Where a price, the cart or a hold would be while the buyer may not see prices yet
 * (`BUYER_APPROVAL=browse`): what waits for what, and the way to the verification page.
 */
export function PricesOnApproval({ className = '' }: { className?: string }) {
  const words = usePricesOnApprovalWords();
  return (
    <section className={`prices-on-approval ${className}`} role="note">
      <LockOutline className="prices-on-approval-icon" aria-hidden />
      <div className="prices-on-approval-body">
        <p className="prices-on-approval-title">{words.title}</p>
        <p className="prices-on-approval-text">{words.text}</p>
        <Link className="prices-on-approval-link" to={paths.verification}>
          {words.action}
        </Link>
      </div>
    </section>
  );
}

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
