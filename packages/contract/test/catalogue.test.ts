import { describe, expect, test } from 'vitest';
import {
  ERROR_STATUS,
  catalogues,
  en,
  isMessageKey,
  parseLocale,
  translate,
  type CatalogueKey,
  type MessageKey,
} from '../src';
// @ts-expect-error the generator is a plain ES module without types
import { catalogues as generated, traditionalOf } from '../../../scripts/zh-tw.mjs';
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');

describe('message catalogue', () => {
  test('every error code has a text in all three languages', () => {
    for (const code of Object.keys(ERROR_STATUS) as MessageKey[]) {
      const entry = (code in en ? code : `${code}_other`) as CatalogueKey;
      for (const locale of ['en', 'zh-CN', 'zh-TW'] as const) {
        expect(catalogues[locale][entry], `${locale} ${code}`).toBeTruthy();
      }
    }
  });

  test('zh-CN and zh-TW carry exactly the English keys', () => {
    expect(Object.keys(catalogues['zh-CN']).sort()).toEqual(Object.keys(catalogues.en).sort());
    expect(Object.keys(catalogues['zh-TW']).sort()).toEqual(Object.keys(catalogues.en).sort());
  });

  test('the web apps’ catalogue leaves out what only the server writes, and each half is whole', () => {
    expect(Object.keys(en).some((key) => /^(MAIL_|NOTICE_OFFER)/.test(key))).toBe(false);
    expect(Object.keys(en).length).toBeLessThan(Object.keys(catalogues.en).length);
    const read = (file: string) =>
      Object.keys(JSON.parse(readFileSync(path.join(root, 'packages/contract/src/i18n', file), 'utf8'))).sort(); // prettier-ignore
    expect(read('zh-CN.json')).toEqual(Object.keys(en).sort());
    expect(read('server/zh-CN.json')).toEqual(Object.keys(catalogues.en).filter((key) => !(key in en)).sort()); // prettier-ignore
  });

  test('placeholders are filled', () => {
    expect(translate('en', 'MAIL_CODE_BODY', { code: '042917', minutes: 10 })).toContain(
      'Your verification code is 042917. It is valid for 10 minutes.',
    );
  });

  test('a text that counts follows each language’s plural rules', () => {
    const enquiry = { name: 'Mary Lee', store: 'Lee Fine Jewels' };
    expect(translate('en', 'NOTICE_STORE_ENQUIRY_BODY', { ...enquiry, count: 1 })).toBe(
      'Mary Lee asks about 1 stone in Lee Fine Jewels. Answer it under Account → Cloud Store Order.',
    );
    // Notices keep their params as text.
    expect(translate('en', 'NOTICE_STORE_ENQUIRY_BODY', { ...enquiry, count: '2' })).toContain(
      'asks about 2 stones in',
    );
    expect(translate('zh-CN', 'NOTICE_STORE_ENQUIRY_BODY', { ...enquiry, count: 1 })).toBe(
      'Mary Lee 在 Lee Fine Jewels 询问了 1 颗钻石，请在“我的 → 云店订单”中回复。',
    );
    expect(translate('en', 'LOGIN_LOCKED', { count: 1 })).toMatch(/in 1 minute$/);
    expect(translate('en', 'LOGIN_LOCKED', { count: 15 })).toMatch(/in 15 minutes$/);
    expect(isMessageKey('LOGIN_LOCKED')).toBe(true);
    expect(isMessageKey('LOGIN_LOCKED_one')).toBe(false);
  });

  test('no English text guesses its plural with “(s)”', () => {
    expect(Object.entries(en).filter(([, text]) => /\w\(s\)/.test(text))).toEqual([]);
  });

  test.each(generated as string[])(
    'the committed zh-TW of %s is what opencc makes of zh-CN',
    (dir) => {
      if (!existsSync(path.join(root, dir, 'zh-CN.json'))) return;
      const committed = readFileSync(path.join(root, dir, 'zh-TW.generated.json'), 'utf8');
      expect(committed, 'run `npm run i18n`').toBe(traditionalOf(dir));
    },
  );
});

describe('locale header', () => {
  test.each([
    [undefined, 'en'],
    ['en', 'en'],
    ['zh-CN', 'zh-CN'],
    ['zh_CN', 'zh-CN'],
    ['zh-Hans', 'zh-CN'],
    ['zh', 'zh-CN'],
    ['zh-TW', 'zh-TW'],
    ['zh-HK', 'zh-TW'],
    ['zh-Hant-TW', 'zh-TW'],
    ['fr', 'en'],
  ])('%s → %s', (header, locale) => {
    expect(parseLocale(header)).toBe(locale);
  });
});
