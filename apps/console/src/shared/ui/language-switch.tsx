import { useState } from 'react';
import { Button, Dropdown } from 'antd';
import { GlobalOutlined } from '@ant-design/icons';
import { LOCALES, parseLocale } from '@facet/contract';
import { LANGUAGES } from '../../i18n/languages';
import { useI18n } from '../../i18n/use-i18n';

export function LanguageSwitch({ compact = false }: { compact?: boolean }) {
  const { locale, setLocale, t } = useI18n();
  const name = LANGUAGES[locale].name;
  // The menu lives in the sticky header beside its button and moves with it. Placed in the page,
  // it opened where the button had stood before the page scrolled and was realigned a frame
  // later: on a busy machine a click landed beside the language it aimed at, and the menu stayed
  // open over the page. It closes as soon as a language is chosen, before the console re-renders.
  const [open, setOpen] = useState(false);
  return (
    <Dropdown
      trigger={['click']}
      open={open}
      getPopupContainer={(button) => button.closest('header') ?? document.body}
      onOpenChange={setOpen}
      menu={{
        selectable: true,
        selectedKeys: [locale],
        items: LOCALES.map((key) => ({
          key,
          label: <span lang={key}>{LANGUAGES[key].name}</span>,
        })),
        onClick: ({ key }) => {
          setOpen(false);
          setLocale(parseLocale(key));
        },
      }}
    >
      <Button type="text" icon={<GlobalOutlined />} aria-label={t('language.current', { name })}>
        {!compact && name}
      </Button>
    </Dropdown>
  );
}
