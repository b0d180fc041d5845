import type { ReactNode } from 'react';
import { Alert, Button, Empty, Result, Tooltip } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';

/** The parts of a TanStack query result a list's frame needs. */
export type ListQuery = {
  isError: boolean;
  error: Error | null;
  isFetching: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
};

/** A list's refresh button: spins while a refetch (not a new page) is under way. */
export function RefreshButton({ result, label }: { result: ListQuery; label: string }) {
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        icon={<ReloadOutlined spin={result.isFetching && !result.isPlaceholderData} />}
        aria-label={label}
        onClick={() => void result.refetch()}
      />
    </Tooltip>
  );
}

/**
 * A list's body in every state: nothing loaded yet and the load failed → a warning with
 * Retry; a refresh failed → the last rows under a warning; otherwise the rows.
 */
export function QueryBody({
  result,
  loaded,
  texts,
  children,
}: {
  result: ListQuery;
  /** Whether earlier rows are there to show. */
  loaded: boolean;
  texts: { loadFailed: string; refreshFailed: string; retry: string };
  children: ReactNode;
}) {
  if (result.isError && !loaded) {
    return (
      <Result
        status="warning"
        title={texts.loadFailed}
        subTitle={result.error?.message}
        extra={
          <Button type="primary" onClick={() => void result.refetch()}>
            {texts.retry}
          </Button>
        }
      />
    );
  }
  return (
    <>
      {result.isError && (
        <Alert
          className="query-alert"
          type="warning"
          showIcon
          title={texts.refreshFailed}
          description={result.error?.message}
        />
      )}
      {children}
    </>
  );
}

/**
 * A table's empty state: a blank while its first rows load (no "No data" flash), then why it
 * is empty and, where there is one, what to do.
 */
export function emptyTable(pending: boolean, description: ReactNode, action?: ReactNode) {
  return {
    emptyText: pending ? (
      ' '
    ) : (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={description}>
        {action}
      </Empty>
    ),
  };
}
