import type { ReactNode } from 'react';
import './state-panel.css';

type Props = {
  image: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** The way out: retry, back home... */
  children?: ReactNode;
  role?: 'alert' | 'status';
};

/**
 * A full-page state (under development, not found, failed) in the layout of antd-mobile's
 * ErrorBlock, without its bundled illustrations: those alone weigh 10 kB.
 */
export function StatePanel({ image, title, description, children, role }: Props) {
  return (
    <div className="state-page" role={role}>
      <div className="state-panel">
        <div className="state-panel-image">{image}</div>
        <h2 className="state-panel-title">{title}</h2>
        {description && <p className="state-panel-description">{description}</p>}
        {children && <div className="state-panel-actions">{children}</div>}
      </div>
    </div>
  );
}
