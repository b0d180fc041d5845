import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
// @ts-expect-error the generator is a plain ES module without types
import { catalogues as generated, convert } from '../../../scripts/zh-tw.mjs';

const root = path.resolve(import.meta.dirname, '../../..');

/** Every text of a catalogue with its dotted path. */
function texts(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) =>
      texts(child, prefix ? `${prefix}.${key}` : key),
    );
  }
  return [];
}

const traditional = (dir: string) =>
  texts(JSON.parse(readFileSync(path.join(root, dir, 'zh-TW.generated.json'), 'utf8')));

/**
 * Mainland words a Taiwan or Hong Kong reader stumbles over, each with what they write: the
 * generated catalogues must never carry one.
 */
const MAINLAND = {
  賬: '帳',
  郵箱: '電子郵件',
  二維碼: 'QR 碼',
  重置: '重設',
  熒光: '螢光',
  計算器: '計算機',
  下單于: '下單於',
  登出賬戶: '刪除帳戶 (account cancellation, not logging out)',
  登出帳戶: '刪除帳戶',
  獲取: '取得',
  發貨: '出貨',
  定製: '訂製',
  毛坯: '原石',
  反饋: '回饋',
  稽核: '審核',
  起批次: '起批量',
  倒計時: '倒數計時',
  合作伙伴: '合作夥伴',
  打印: '列印',
  中國臺灣: '台灣',
  迪拜: '杜拜',
  '“': '「',
  '”': '」',
};

/** 批發貨值 is 批發 + 貨值, not 發貨. */
const found = (word: string, text: string) =>
  word === '發貨' ? /(?<!批)發貨/.test(text) : text.includes(word);

describe('Traditional Chinese as Taiwan and Hong Kong write it', () => {
  test.each(generated as string[])('%s carries no mainland word', (dir) => {
    const mainland = traditional(dir).flatMap(([key, text]) =>
      Object.entries(MAINLAND)
        .filter(([word]) => found(word, text))
        .map(([word, instead]) => `${key}: ${word} → ${instead} in "${text}"`),
    );
    expect(mainland).toEqual([]);
  });

  test('account cancellation never reads as logging out', () => {
    const settings = Object.fromEntries(traditional('apps/shop/src/i18n'));
    expect(settings['settings.cancelAccount']).toBe('刪除帳戶');
    expect(settings['settings.cancelTitle']).toBe('確定刪除帳戶嗎？');
    expect(settings['settings.cancelled']).toBe('您的帳戶已刪除');
    expect(settings['settings.logout']).toBe('登出');
  });

  test.each([
    ['注销账户', '刪除帳戶'],
    ['退出登录', '登出'],
    ['重置密码', '重設密碼'],
    ['请输入正确的邮箱地址', '請輸入正確的電子郵件地址'],
    ['下载二维码', '下載 QR 碼'],
    ['荧光强度', '螢光強度'],
    ['下单于 {at}', '下單於 {at}'],
    ['起批量：{{quantity}}', '起批量：{{quantity}}'],
    ['批发货值', '批發貨值'],
    ['待发货', '待出貨'],
    ['“设置 - 注销账户”', '「設定 - 刪除帳戶」'],
    ['中国台湾', '台灣'],
    ['Facet 管理后台', 'Facet 管理後台'],
  ])('%s → %s', (simplified, expected) => {
    expect(convert(simplified)).toBe(expected);
  });
});
