import type { ThemeConfig } from 'antd';

export const INK = '#1b2540';
/** Champagne gold: the logo and a few marks of state, never large surfaces. */
export const CHAMPAGNE = '#b08d57';

export const theme: ThemeConfig = {
  token: {
    colorPrimary: INK,
    colorInfo: INK,
    colorLink: '#34477a',
    colorBgLayout: '#f3f4f7',
    colorTextBase: '#1d2233',
    // Small grey text (counters, hints, labels, timestamps) and red actions dark enough for
    // WCAG AA contrast; antd's defaults (45 % black, #ff4d4f) fall short.
    colorTextTertiary: '#646b7d',
    colorTextDescription: '#646b7d',
    colorError: '#b4452f',
    // The same for status tags and marks of success and warning (antd's green and amber text
    // on their pale fills read at about 2:1).
    colorSuccess: '#2e7d32',
    colorSuccessBg: '#edf7ee',
    colorSuccessBorder: '#b7dfb9',
    colorWarning: '#9a6700',
    colorWarningBg: '#fdf6e3',
    colorWarningBorder: '#f0d58c',
    borderRadius: 8,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', sans-serif",
  },
  components: {
    Layout: {
      headerBg: INK,
      headerHeight: 56,
      headerPadding: '0 16px',
      siderBg: '#ffffff',
    },
    Menu: {
      itemBg: 'transparent',
      itemSelectedBg: '#eef0f6',
      itemSelectedColor: INK,
      itemMarginInline: 8,
    },
    // A chosen entry in a menu (the language, say) reads on the same pale ink as the side menu's.
    Dropdown: { controlItemBgActive: '#eef0f6', controlItemBgActiveHover: '#e4e7f1' },
    Card: { headerFontSize: 15 },
  },
};
