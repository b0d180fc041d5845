import { Toast, type ToastShowProps } from 'antd-mobile';
import './imperative-render';
import './show-toast.css';

/**
 * An open sheet is a modal `<dialog>` in the browser's top layer: a toast in the page would sit
 * under it, so it goes inside the sheet while one is open.
 */
const above = () => document.querySelector<HTMLElement>('dialog[open]') ?? document.body;

export const showToast = (props: ToastShowProps) => Toast.show({ getContainer: above, ...props });
