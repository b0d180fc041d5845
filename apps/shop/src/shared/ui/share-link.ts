import { i18n } from '../../i18n/i18n';
import { toast } from './toast';

/**
 * Shares a link with the phone's share sheet, or copies it where there is none; `copied` says
 * so. Closing the share sheet is a choice, not a failure: nothing more happens.
 */
export async function shareLink(share: ShareData & { url: string }, copied: string) {
  if (navigator.share) {
    try {
      await navigator.share(share);
      return;
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(share.url);
    toast({ content: copied });
  } catch {
    toast({ content: i18n.t('common.copyFailed') });
  }
}
