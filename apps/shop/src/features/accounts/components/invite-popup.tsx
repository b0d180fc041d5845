import { Button, Skeleton } from 'antd-mobile';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePersonal } from '../api';
import { paths } from '../../../shared/routing/paths';
import { toast } from '../../../shared/ui/toast';
import { Sheet } from '../../../shared/ui/sheet';

type Props = { visible: boolean; onClose: () => void };

/** The register link that carries the buyer's invite code; the register page pre-fills it. */
const inviteLink = (inviteCode: string) =>
  `${location.origin}${location.pathname}#${paths.register}?invite=${encodeURIComponent(inviteCode)}`;

export function InvitePopup({ visible, onClose }: Props) {
  const { t } = useTranslation();
  const personal = usePersonal();
  const inviteCode = personal.data?.InviteCode ?? '';
  const link = inviteCode ? inviteLink(inviteCode) : '';
  const [qr, setQr] = useState<{ link: string; image: string } | null>(null);

  useEffect(() => {
    if (!link) return;
    let current = true;
    void QRCode.toDataURL(link, {
      margin: 1,
      width: 480,
      errorCorrectionLevel: 'M',
      color: { dark: '#1b2540', light: '#ffffff' },
    }).then((image) => {
      if (current) setQr({ link, image });
    });
    return () => {
      current = false;
    };
  }, [link]);

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast({ icon: 'success', content: t('common.copied') });
    } catch {
      toast({ content: t('common.copyFailed') });
    }
  };

  return (
    <Sheet visible={visible} onClose={onClose} titleId="invite-title" title={t('invite.title')}>
      <p className="sheet-text">{t('invite.text')}</p>
      <div className="invite-qr">
        {qr?.link === link ? (
          <img src={qr.image} alt={t('invite.qrAlt')} width={220} height={220} />
        ) : (
          <Skeleton animated className="invite-qr-skeleton" />
        )}
      </div>
      <div className="invite-code">
        <span className="invite-code-label">{t('invite.code')}</span>
        <strong className="invite-code-value">{inviteCode || '—'}</strong>
      </div>
      <div className="sheet-actions">
        <Button shape="rounded" disabled={!inviteCode} onClick={() => void copy(inviteCode)}>
          {t('invite.copyCode')}
        </Button>
        <Button color="primary" shape="rounded" disabled={!link} onClick={() => void copy(link)}>
          {t('invite.copyLink')}
        </Button>
      </div>
    </Sheet>
  );
}
