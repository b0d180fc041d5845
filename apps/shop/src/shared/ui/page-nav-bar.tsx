import { NavBar } from 'antd-mobile';
import { LeftOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

// antd-mobile gives the bar's left slot role="button" even when it holds no control or our
// own back button; assistive technology would then meet a nameless or a nested button.
const unwrapLeftSlot = (bar: HTMLElement | null) =>
  bar?.querySelector('.adm-nav-bar-left')?.setAttribute('role', 'none');

type Props = {
  title: ReactNode;
  /** Shows a back button calling this; tab pages have none. */
  onBack?: () => void;
  right?: ReactNode;
};

export function PageNavBar({ title, onBack, right }: Props) {
  const { t } = useTranslation();
  return (
    <header className="page-nav" ref={unwrapLeftSlot}>
      <NavBar
        back={null}
        left={
          onBack && (
            <button
              type="button"
              className="page-nav-back"
              onClick={onBack}
              aria-label={t('nav.back')}
            >
              <LeftOutline />
            </button>
          )
        }
        right={right}
      >
        <h1 className="page-nav-title">{title}</h1>
      </NavBar>
    </header>
  );
}
