import type { ReactNode } from 'react';
import { Typography } from 'antd';
import { useDocumentTitle } from './use-document-title';

/** The title of a console page, which also names the browser tab. */
export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <header className="page-heading">
      <Typography.Title level={1} className="page-title">
        {title}
      </Typography.Title>
      {children}
    </header>
  );
}
