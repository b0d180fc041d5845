import { LockOutline } from 'antd-mobile-icons';
import { Link } from 'react-router';
import { paths } from '../../../shared/routing/paths';
import { usePricesOnApprovalWords } from '../prices-on-approval-words';
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
