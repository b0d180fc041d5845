import { Toast, type ToastShowProps } from 'antd-mobile';

export const showToast = (props: ToastShowProps) => Toast.show(props);
