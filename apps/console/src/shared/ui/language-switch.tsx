import { useState } from 'react';
import { Button, Dropdown } from 'antd';
import { GlobalOutlined } from '@ant-design/icons';
import { LOCALES, parseLocale } from '@facet/contract';
import { LANGUAGES } from '../../i18n/languages';
import { useI18n } from '../../i18n/use-i18n';

export function LanguageSwitch({ compact = false }: { compact?: boolean }) {
  const { locale, setLocale, t } = useI18n();
  const name = LANGUAGES[locale].name;
  // Closed by hand on a choice: the new language re-renders the whole console at once, and left
  // to itself the menu could miss its own closing on a busy machine and stay open over the page.
  const [open, setOpen] = useState(false);
  return (
    <Dropdown
      trigger={['click']}
      open={open}
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
