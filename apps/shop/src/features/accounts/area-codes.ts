/**
 * Calling codes offered first: the diamond trade's hubs (Antwerp, Ramat Gan, Mumbai, Surat,
 * Dubai, Hong Kong, Shenzhen, New York) and the buyers' main markets.
 */
export const AREA_CODES = [
  { code: '+1', region: 'US' },
  { code: '+44', region: 'GB' },
  { code: '+852', region: 'HK' },
  { code: '+853', region: 'MO' },
  { code: '+86', region: 'CN' },
  { code: '+886', region: 'TW' },
  { code: '+91', region: 'IN' },
  { code: '+971', region: 'AE' },
  { code: '+972', region: 'IL' },
  { code: '+32', region: 'BE' },
  { code: '+65', region: 'SG' },
  { code: '+81', region: 'JP' },
  { code: '+82', region: 'KR' },
  { code: '+61', region: 'AU' },
  { code: '+49', region: 'DE' },
  { code: '+33', region: 'FR' },
  { code: '+39', region: 'IT' },
  { code: '+41', region: 'CH' },
  { code: '+66', region: 'TH' },
  { code: '+60', region: 'MY' },
  { code: '+27', region: 'ZA' },
] as const;
