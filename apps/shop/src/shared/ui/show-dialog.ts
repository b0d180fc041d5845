// antd-mobile's Dialog, with its animation library: fetched on the first question it asks
// (dialog.ts), not with the page.
import { Dialog } from 'antd-mobile';
import './imperative-render';

export { Dialog };
