import { Button, Dropdown } from 'antd';
import { GlobalOutlined } from '@ant-design/icons';
import { LOCALES, parseLocale } from '@facet/contract';
import { LANGUAGES } from '../../i18n/languages';
import { useI18n } from '../../i18n/use-i18n';

export function LanguageSwitch({ compact = false }: { compact?: boolean }) {
  const { locale, setLocale, t } = useI18n();
  const name = LANGUAGES[locale].name;
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [locale],
        items: LOCALES.map((key) => ({
          key,
          label: <span lang={key}>{LANGUAGES[key].name}</span>,
        })),
        onClick: ({ key }) => setLocale(parseLocale(key)),
      }}
    >
      <Button type="text" icon={<GlobalOutlined />} aria-label={t('language.current', { name })}>
        {!compact && name}
      </Button>
    </Dropdown>
  );
}
