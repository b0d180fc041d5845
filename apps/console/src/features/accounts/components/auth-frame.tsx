import type { ReactNode } from 'react';
import { useI18n } from '../../../i18n/use-i18n';
import { Brand, DiamondMark } from '../../../shared/ui/brand';
import { LanguageSwitch } from '../../../shared/ui/language-switch';

/**
 * The frame of the pages before a session: the brand's side with a headline, and the panel
 * with the language switch (login, taking up an invitation).
 */
export function AuthFrame({ heroTitle, children }: { heroTitle: string; children: ReactNode }) {
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
