import type { ReactNode } from 'react';
import { Alert, Button, Form, Typography, type FormInstance } from 'antd';
import { ApiError } from '../../../shared/transport/client';
import { useI18n } from '../../../i18n/use-i18n';
import { Brand, DiamondMark } from '../../../shared/ui/brand';
import { LanguageSwitch } from '../../../shared/ui/language-switch';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import './auth-frame.css';

/**
 * The frame of the pages before a session: the brand's side with a headline, and the panel
 * with the language switch (login, taking up an invitation).
 */
function AuthFrame({ heroTitle, children }: { heroTitle: string; children: ReactNode }) {
  const { t } = useI18n();
  return (
    <div className="login">
      <aside className="login-hero">
        <Brand caption={t('brand.backOffice')} markSize={34} />
        <div className="login-hero-copy">
          <p className="login-hero-title">{heroTitle}</p>
          <p className="login-hero-text">{t('login.heroText')}</p>
        </div>
        <p className="login-hero-foot">{t('login.staffOnly')}</p>
        <DiamondMark size={560} className="login-hero-art" />
      </aside>
      <main className="login-main">
        <div className="login-topbar">
          <LanguageSwitch />
        </div>
        <div className="login-panel">{children}</div>
      </main>
    </div>
  );
}

/**
 * A page before a session, in its frame: its title (which names the browser tab too), what
 * it is for, the server's refusal, the form's fields and its one large button.
 */
export function AuthForm<Values extends object>({
  heroTitle,
  title,
  subtitle,
  error,
  form,
  initialValues,
  onFinish,
  onValuesChange,
  submit,
  children,
  footer,
}: {
  heroTitle: string;
  title: string;
  subtitle: string;
  /** Why the last try was refused (or why the form cannot be sent), above the form. */
  error?: string;
  form: FormInstance<Values>;
  initialValues: Values;
  onFinish: (values: Values) => void;
  /** Typing again: the last refusal no longer stands. */
  onValuesChange: () => void;
  submit: { label: string; loading: boolean; disabled?: boolean };
  children: ReactNode;
  /** Below the form. */
  footer?: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <AuthFrame heroTitle={heroTitle}>
      <Typography.Title level={1} className="login-title">
        {title}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{subtitle}</Typography.Paragraph>
      {error && <Alert className="login-alert" type="error" showIcon title={error} />}
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={initialValues}
        onFinish={onFinish}
        onValuesChange={onValuesChange}
        noValidate
      >
        {children}
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          block
          loading={submit.loading}
          disabled={submit.disabled}
        >
          {submit.label}
        </Button>
      </Form>
      {footer}
    </AuthFrame>
  );
}

/** A refusal's field errors, each under its own field of the form (the rest is in the alert). */
export function showFieldErrors<Values extends object>(
  form: FormInstance<Values>,
  error: Error,
  fields: readonly (keyof Values & string)[],
) {
  if (!(error instanceof ApiError)) return;
  const ours = new Set<string>(fields);
  form.setFields(
    error.fields
      .filter((field) => ours.has(field.Path))
      .map((field) => ({ name: field.Path as never, errors: [field.Message] })),
  );
}
