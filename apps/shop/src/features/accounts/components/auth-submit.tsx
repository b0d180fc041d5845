import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';

/** The full-width submit button of the account screens (login, register, reset). */
export function AuthSubmit({ loading, children }: { loading: boolean; children: ReactNode }) {
  return (
    <Button
      block
      type="submit"
      color="primary"
      size="large"
      shape="rounded"
      loading={loading}
      className="auth-submit"
    >
      {children}
    </Button>
  );
}
