import { i18n } from '../../i18n/i18n';
import { toast } from './toast';

/**
 * Code a page fetches on the tap that needs it (a dialog, a full-screen viewer, a form's rules)
 * rather than with the page. Null when it could not be had (offline, or a deploy in between):
 * the buyer is told so, and the next tap tries again.
 */
export async function loadOnTap<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch {
    void toast({ content: i18n.t('errors.network') });
    return null;
  }
}
