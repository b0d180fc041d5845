// Generates every Traditional Chinese catalogue from its Simplified one with opencc
// (mainland → Taiwan standard, phrase by phrase with Taiwanese phrasing: `cn` → `twp`), then
// the reviewed overrides below. Run by `npm run i18n` and before each web build; a contract
// test fails when a committed zh-TW file is stale or keeps a mainland word.
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import * as OpenCC from 'opencc-js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const catalogues = [
  'packages/contract/src/i18n',
  'packages/contract/src/i18n/server',
  'packages/contract/src/catalogue/labels',
  'apps/shop/src/i18n',
  'apps/shop/src/i18n/pages',
  'apps/shop/src/i18n/daily',
  'apps/shop/src/i18n/catalogue',
  'apps/shop/src/i18n/search',
  'apps/console/src/i18n',
];

const opencc = OpenCC.Converter({ from: 'cn', to: 'twp' });

/**
 * What opencc's Taiwan phrases miss or get wrong, as Taiwan and Hong Kong readers write it:
 * keys are opencc's output, replaced in one pass, longest first (so a phrase wins over a word
 * inside it and nothing is replaced twice). Reviewed by reading every generated catalogue.
 */
export const overrides = {
  // Accounts. opencc's phrase table turns 注銷 (closing an account for good) into 登出 (log
  // out): our zh-CN says 注销 only for cancellation and 退出登录 for logging out.
  賬: '帳',
  登出: '刪除',
  退出登入: '登出',
  郵箱地址: '電子郵件地址',
  郵箱: '電子郵件',
  // "By mail": 通過 reads "passed" in Taiwan, where one answers 透過電子郵件.
  通過郵件: '透過電子郵件',
  重置: '重設',
  獲取: '取得',
  倒計時: '倒數計時',
  許可權: '權限',
  登入會話: '登入狀態',
  會話: '對話',
  例項: '實例',
  // Trade and orders.
  熒光: '螢光',
  計算器: '計算機',
  下單于: '下單於',
  起批次: '起批量',
  發貨: '出貨',
  批發貨: '批發貨', // 批發 + 貨值, not 發貨
  定製: '訂製',
  去結算: '去結帳',
  毛坯鑽石: '鑽石原石',
  毛坯鑽: '原石',
  毛坯: '原石',
  質量: '品質',
  渠道: '通路',
  匹配石頭: '符合條件的石頭',
  匹配的: '相符的',
  往下匹配: '往下比對',
  編號匹配: '編號比對',
  稽核: '審核',
  反洗錢: '洗錢防制',
  橙色: '橘色',
  帶橙: '帶橘',
  // Interface words.
  二維碼: ' QR 碼',
  反饋: '回饋',
  回復: '回覆',
  振動: '震動',
  伙伴: '夥伴',
  運營: '營運',
  跟蹤: '追蹤',
  打印: '列印',
  令牌: '權杖',
  生成: '產生',
  釋出: '發布',
  超時: '逾時',
  響應: '回應',
  型別: '類型',
  專案: '項目',
  搜索: '搜尋',
  下劃線: '底線',
  自定義: '自訂',
  按周: '按週',
  本周: '本週',
  時間段: '時段',
  本地儲存: '本機儲存',
  郵政編碼: '郵遞區號',
  郵編: '郵遞區號',
  隱私協議: '隱私權政策',
  隱私政策: '隱私權政策',
  'Facet 應用中': 'Facet App 中',
  在應用內: '在 App 內',
  應用會: 'App 會',
  通過應用內: '透過 App 內',
  通過應用: '透過 App ',
  通過您的: '透過您的',
  通過該: '透過該',
  通過通知: '透過通知',
  通過線上客服: '透過線上客服',
  通過其中: '透過其中',
  '通過“': '透過「',
  // Counters: records are 筆, messages and notices 則.
  '條，共 {total} 條': '筆，共 {total} 筆',
  '共 {count} 條': '共 {count} 筆',
  '100 條': '100 筆',
  條庫存: '筆庫存',
  條新詢價: '筆新詢價',
  條未讀: '則未讀',
  條訊息: '則訊息',
  這條公告: '這則公告',
  // Places as Taiwan names them.
  臺: '台',
  中國臺灣: '台灣',
  中國香港: '香港',
  中國澳門: '澳門',
  澳大利亞: '澳洲',
  迪拜: '杜拜',
  哈博羅內: '嘉柏隆里',
  約翰內斯堡: '約翰尼斯堡',
  // Quotation marks.
  '“': '「',
  '”': '」',
  '‘': '『',
  '’': '』',
};

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const overridden = new RegExp(
  Object.keys(overrides)
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|'),
  'g',
);

export const convert = (text) => opencc(text).replace(overridden, (word) => overrides[word]);

function convertDeep(value) {
  if (typeof value === 'string') return convert(value);
  if (Array.isArray(value)) return value.map(convertDeep);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, convertDeep(v)]));
  }
  return value;
}

export function traditionalOf(dir) {
  const simplified = JSON.parse(readFileSync(path.join(root, dir, 'zh-CN.json'), 'utf8'));
  return JSON.stringify(convertDeep(simplified), null, 2) + '\n';
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const dir of catalogues) {
    if (!existsSync(path.join(root, dir, 'zh-CN.json'))) continue;
    const target = path.join(root, dir, 'zh-TW.generated.json');
    const text = traditionalOf(dir);
    // Unchanged files keep their time stamp, so `npm start` does not take them for new sources.
    if (existsSync(target) && readFileSync(target, 'utf8') === text) continue;
    writeFileSync(target, text);
    console.log(`zh-TW: ${dir}`);
  }
}
