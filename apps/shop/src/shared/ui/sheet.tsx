import { Button } from 'antd-mobile';
import { CloseOutline } from 'antd-mobile-icons';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './sheet.css';

type Props = {
  visible: boolean;
  onClose: () => void;
  /** Id of the heading, which names the sheet for assistive technology. */
  titleId: string;
  title: ReactNode;
  /** Taller sheets hold forms. */
  tall?: boolean;
  /**
   * Whether a tap beside the sheet closes it (the default). Off for a sheet that must not be
   * lost to a stray tap, such as one showing a secret for the only time.
   */
  closeOnTapBeside?: boolean;
  children: ReactNode;
};

/**
 * A bottom sheet with a titled header and a close button: the browser's own modal `<dialog>`,
 * which keeps the focus inside, closes on Escape and on a tap beside it, and needs no animation
 * library (the pages that open sheets load none).
 */
export function Sheet({
  visible,
  onClose,
  titleId,
  title,
  tall = false,
  closeOnTapBeside = true,
  children,
}: Props) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!visible || !element) return;
    // Closed, the focus goes back to what opened the sheet, not to the top of the page.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!element.open) element.showModal();
    return () => opener?.focus();
  }, [visible]);
  if (!visible) return null;
  return (
    <dialog
      ref={dialog}
      className={tall ? 'sheet sheet-tall' : 'sheet'}
      aria-labelledby={titleId}
      // Escape: the page decides, as for the close button.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // A tap on the backdrop lands on the dialog itself, never on its content.
      onClick={(event) => {
        if (closeOnTapBeside && event.target === event.currentTarget) onClose();
      }}
    >
      <div className="sheet-content">
        <div className="sheet-header">
          <h2 id={titleId} className="sheet-title">
            {title}
          </h2>
          <button
            type="button"
            className="sheet-close"
            onClick={onClose}
            aria-label={t('common.close')}
          >
            <CloseOutline />
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}

/**
 * A sheet's last row for a step that cannot be undone (cancel an order, revoke a key, delete an
 * endpoint): back out, or go ahead in red, busy while it is sent.
 */
export function SheetDangerActions({
  backOut,
  goAhead,
  pending,
  onBackOut,
  onGoAhead,
}: {
  backOut: string;
  goAhead: string;
  pending: boolean;
  onBackOut: () => void;
  onGoAhead: () => void;
}) {
  return (
    <div className="sheet-actions">
      <Button shape="rounded" onClick={onBackOut}>
        {backOut}
      </Button>
      <Button color="danger" shape="rounded" loading={pending} onClick={onGoAhead}>
        {goAhead}
      </Button>
    </div>
  );
}
