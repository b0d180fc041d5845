import type { ContactSaveBody } from '@facet/contract';
import type { ContactService } from '../modules/contact/contact.service';

/**
 * The demo office: a made-up suite in Tsim Sha Tsui, Kowloon, where Hong Kong's diamond trade
 * sits. The pin is on Peking Road; `.local` mail and the demo phone number reach nobody.
 */
export const DEMO_CONTACT: ContactSaveBody = {
  Phone: '+852 2123 4567',
  Email: 'sales@facet.local',
  Skype: 'facet.sales',
  Address: 'Suite 1808, 18/F, Facet Tower\n8 Peking Road, Tsim Sha Tsui\nKowloon, Hong Kong',
  Hours: 'Monday to Friday 9:30–18:30\nSaturday 10:00–14:00 (Hong Kong time)',
  Latitude: 22.296389,
  Longitude: 114.170556,
  Translations: {
    'zh-CN': {
      Address: '香港九龙尖沙咀\n北京道 8 号 Facet 大厦 18 楼 1808 室',
      Hours: '周一至周五 9:30–18:30\n周六 10:00–14:00（香港时间）',
    },
    'zh-TW': {
      Address: '香港九龍尖沙咀\n北京道 8 號 Facet 大廈 18 樓 1808 室',
      Hours: '週一至週五 9:30–18:30\n週六 10:00–14:00（香港時間）',
    },
  },
};

/** Publishes the demo office unless an admin has already saved the real one. */
export const seedDemoContact = (contact: Pick<ContactService, 'seedDemo'>) =>
  contact.seedDemo(DEMO_CONTACT);
