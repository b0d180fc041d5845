import type { DialogAlertProps, DialogConfirmProps } from 'antd-mobile';
import { loadOnTap } from './load-on-tap';

/** antd-mobile's Dialog, fetched on the first question (its animation library is 15 KB). */
const loadDialog = () => loadOnTap(async () => (await import('./show-dialog')).Dialog);

/** Asks to confirm (antd-mobile's `Dialog.confirm`): true when confirmed. */
export async function confirmDialog(props: DialogConfirmProps): Promise<boolean> {
  const dialog = await loadDialog();
  return dialog ? dialog.confirm(props) : false;
}

/** Says something that must be acknowledged (antd-mobile's `Dialog.alert`). */
export async function alertDialog(props: DialogAlertProps): Promise<void> {
  const dialog = await loadDialog();
  if (dialog) await dialog.alert(props);
}
