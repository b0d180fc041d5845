import { Button } from 'antd-mobile';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GemIllustration } from '../shared/ui/state-illustrations';
import { StatePanel } from '../shared/ui/state-panel';

/** A page that failed to load or to render: say so and offer the way out. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <StatePanel
      role="alert"
      image={<GemIllustration mark="alert" />}
      title={t('errors.pageFailed')}
      description={t('errors.pageFailedHint')}
    >
      <Button color="primary" shape="rounded" onClick={() => window.location.reload()}>
        {t('errors.reload')}
      </Button>
    </StatePanel>
  );
}

/**
 * Catches a page whose code could not be had or that failed to render, and shows
 * `RouteErrorPage` in its place. Keyed by the page's path where it is used, so that going to
 * another page starts afresh.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <RouteErrorPage /> : this.props.children;
  }
}
