import { CODE_RESEND_SECONDS } from '@facet/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountdown } from '../use-countdown';

type Props = {
  /** Sends the code; resolves with the server's ResendAfter, or null when nothing was sent. */
  onSend: () => Promise<number | null>;
};

/** "Send code", then a countdown (§9: 60 s by default), then "Resend". */
export function SendCodeButton({ onSend }: Props) {
  const { t } = useTranslation();
  const { secondsLeft, started, start } = useCountdown();
  const [sending, setSending] = useState(false);

  const send = async () => {
    setSending(true);
    try {
      const resendAfter = await onSend();
      if (resendAfter !== null) start(resendAfter || CODE_RESEND_SECONDS);
    } finally {
      setSending(false);
    }
  };

  const label =
    secondsLeft > 0
      ? t('auth.resendIn', { seconds: secondsLeft })
      : started
        ? t('auth.resend')
        : t('auth.sendCode');

  return (
    <button
      type="button"
      className="send-code-button"
      disabled={sending || secondsLeft > 0}
      onClick={() => void send()}
      aria-live="polite"
    >
      {label}
    </button>
  );
}
