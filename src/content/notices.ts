/**
 * The floating notification (misuse of the firm's name; shown in Chinese only) and the important-note dialog of
 * home, aboutInvestment, sustainableDevelopment and login (SPEC.md §2), plus the maintenance notice.
 */
import { HOTLINE } from './offices';
import type { Bilingual, TextSection } from './types';

export const FLOATING_NOTIFICATION: { title: string; text: string } = {
  title: '风险提示',
  text: `近期有不法分子冒用“泓岸资本”名义，通过社交软件、短信或电话推荐投资、荐股或收取费用。泓岸资本从不通过上述方式向公众募集资金。如有疑问，请致电客户服务热线 ${HOTLINE} 核实。`,
};

export const IMPORTANT_NOTE: Bilingual<{ title: string; paragraphs: string[] }> = {
  zh: {
    title: '重要提示',
    paragraphs: [
      '本网站仅供合格投资者浏览。本网站的任何内容均不构成投资建议或对任何基金份额的要约。',
      '泓岸资本不会以任何形式承诺保本或固定收益，亦不会要求您向个人账户转账。',
      '点击“确认”即表示您已阅读并理解上述内容；点击“取消”将离开本网站。',
    ],
  },
  en: {
    title: 'Important Note',
    paragraphs: [
      'This website is intended for qualified investors only. Nothing on it is investment advice or an offer of any fund interest.',
      'Harbourline Capital never promises guaranteed capital or fixed returns, and never asks you to transfer money to a personal account.',
      'Choose "Confirm" if you have read and understood this note; "Cancel" leaves this website.',
    ],
  },
};

export const MAINTENANCE: Bilingual<TextSection> = {
  zh: { heading: '系统维护中', paragraphs: ['为了给您提供更好的服务，网站正在进行系统升级维护，预计数小时内恢复。', `维护期间如需帮助，请致电客户服务热线 ${HOTLINE}。`] },
  en: { heading: 'Under Maintenance', paragraphs: ['We are upgrading our systems to serve you better; the website should be back within a few hours.', `If you need help meanwhile, please call our client service hotline ${HOTLINE}.`] },
};
