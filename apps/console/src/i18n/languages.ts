import type { Locale } from '@facet/contract';
import type { ConfigProviderProps } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import zhTW from 'antd/es/locale/zh_TW';

/** Each language named in itself, as language pickers do, and antd's own texts for it. */
export const LANGUAGES: Record<Locale, { name: string; antd: ConfigProviderProps['locale'] }> = {
  en: { name: 'English', antd: enUS },
  'zh-CN': { name: '简体中文', antd: zhCN },
  'zh-TW': { name: '繁體中文', antd: zhTW },
};
