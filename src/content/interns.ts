/** Intern types offered on the attendance sheet (/trainee); the id is what the server stores. */
import type { Bilingual } from './types';

export const INTERN_TYPES: Bilingual<{ id: string; label: string }[]> = {
  zh: [
    { id: 'daily', label: '日常实习' },
    { id: 'summer', label: '暑期实习' },
    { id: 'research', label: '研究助理实习' },
  ],
  en: [
    { id: 'daily', label: 'Term-time internship' },
    { id: 'summer', label: 'Summer internship' },
    { id: 'research', label: 'Research assistant internship' },
  ],
};
