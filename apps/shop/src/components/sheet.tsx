import { Popup } from 'antd-mobile';
import { CloseOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  visible: boolean;
  onClose: () => void;
  /** Id of the heading, which names the sheet for assistive technology. */
  titleId: string;
  title: ReactNode;
  /** Taller sheets hold forms. */
  tall?: boolean;
  children: ReactNode;
};

/** A bottom sheet with a titled header and a close button. */
export function Sheet({ visible, onClose, titleId, title, tall = false, children }: Props) {
  const { t } = useTranslation();
  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName={tall ? 'sheet sheet-tall' : 'sheet'}
    >
      {/* antd-mobile's Popup drops role props, so the sheet's content carries the dialog role. */}
      <div role="dialog" aria-modal="true" aria-labelledby={titleId} className="sheet-dialog">
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
    </Popup>
  );
}
