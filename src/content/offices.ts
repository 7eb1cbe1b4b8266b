/** The six offices and the client service hotline of the fictional Harbourline Capital (footer, SPEC.md §1). */
import type { Bilingual } from './types';

export interface Office {
  id: string;
  city: string;
  address: string;
}

export const OFFICES: Bilingual<Office[]> = {
  zh: [
    { id: 'beijing', city: '北京', address: '北京市朝阳区光华路 88 号泓岸大厦 16 层' },
    { id: 'shanghai', city: '上海', address: '上海市浦东新区滨江大道 1200 号 21 层' },
    { id: 'shenzhen', city: '深圳', address: '深圳市福田区海湾路 36 号 9 层' },
    { id: 'hongkong', city: '香港', address: '香港中环港湾道 8 号 30 楼' },
    { id: 'singapore', city: '新加坡', address: '新加坡滨海林荫道 12 号 18 楼' },
    { id: 'newyork', city: '纽约', address: '纽约第五大道 450 号 27 层' },
  ],
  en: [
    { id: 'beijing', city: 'Beijing', address: '16/F Harbourline Tower, 88 Guanghua Road, Chaoyang District, Beijing' },
    { id: 'shanghai', city: 'Shanghai', address: '21/F, 1200 Riverside Avenue, Pudong New Area, Shanghai' },
    { id: 'shenzhen', city: 'Shenzhen', address: '9/F, 36 Bay Road, Futian District, Shenzhen' },
    { id: 'hongkong', city: 'Hong Kong', address: '30/F, 8 Harbour Way, Central, Hong Kong' },
    { id: 'singapore', city: 'Singapore', address: '18/F, 12 Marina Boulevard, Singapore' },
    { id: 'newyork', city: 'New York', address: '27th Floor, 450 Fifth Avenue, New York, NY' },
  ],
};

/** Fictional 400 number (mainland toll-free style). */
export const HOTLINE = '400-820-7007';
export const RESUME_EMAIL = 'careers@harbourline.example';
export const SERVICE_EMAIL = 'service@harbourline.example';
