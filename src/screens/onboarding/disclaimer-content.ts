/**
 * The disclaimer of the public site (SPEC.md §1), in both languages, for the fictional Harbourline Capital /
 * 泓岸资本. The Chinese text limits the offer to qualified investors (thresholds from src/constants.ts); the English
 * one is a terms-of-use acceptance with the US, Hong Kong and Swiss investor limits. Not any real firm's text.
 */
import {
  QUALIFIED_INCOME_YEARS,
  QUALIFIED_INDIVIDUAL_AVG_INCOME_CNY,
  QUALIFIED_INDIVIDUAL_FINANCIAL_ASSETS_CNY,
  QUALIFIED_ORG_NET_ASSETS_CNY,
  QUALIFIED_SINGLE_INVESTMENT_CNY,
  type Locale,
} from '../../constants';
import { formatMoney } from '../../format';
import type { LegalDocument } from './legal-text';

export interface DisclaimerContent extends LegalDocument {
  title: string;
}

const cny = (amount: number) => `人民币 ${formatMoney(amount)} 元`;

export const DISCLAIMER_CONTENT: Record<Locale, DisclaimerContent> = {
  'zh-CN': {
    title: '重要声明',
    intro: [
      '本网站由泓岸资本运营。根据相关法律法规，私募基金仅向合格投资者非公开募集。在继续浏览之前，请您仔细阅读以下内容，并确认您符合合格投资者的条件。',
    ],
    sections: [
      {
        heading: '一、合格投资者',
        paragraphs: [
          `合格投资者是指具备相应风险识别能力和风险承担能力，投资于单只私募基金的金额不低于${cny(QUALIFIED_SINGLE_INVESTMENT_CNY)}，且符合下列条件之一的单位和个人：`,
          `（一）净资产不低于${cny(QUALIFIED_ORG_NET_ASSETS_CNY)}的单位；`,
          `（二）金融资产不低于${cny(QUALIFIED_INDIVIDUAL_FINANCIAL_ASSETS_CNY)}，或者最近 ${QUALIFIED_INCOME_YEARS} 年个人年均收入不低于${cny(QUALIFIED_INDIVIDUAL_AVG_INCOME_CNY)}的个人。`,
        ],
      },
      {
        heading: '二、信息用途',
        paragraphs: [
          '本网站所载信息仅供合格投资者参考，不构成任何投资建议、要约或要约邀请。基金过往业绩不代表未来表现，投资有风险，请审慎决策。',
        ],
      },
      {
        heading: '三、确认',
        paragraphs: [
          '点击“确认”即表示您已阅读并理解上述内容，并确认您为符合条件的合格投资者。如您不符合上述条件，请点击“不接受”并离开本网站。',
        ],
      },
    ],
  },
  en: {
    title: 'Terms of use',
    intro: [
      'This website is operated by Harbourline Capital. By continuing you accept these terms of use. Please read them carefully.',
    ],
    sections: [
      {
        heading: '1. No offer',
        paragraphs: [
          'Nothing on this website is an offer, a solicitation or investment advice. Past performance does not guarantee future results; the value of investments can go down as well as up.',
        ],
      },
      {
        heading: '2. Who may read fund information',
        paragraphs: [
          'United States: information about our funds is intended only for accredited investors and qualified eligible persons as defined under US federal securities and commodities law.',
          'Hong Kong: it is intended only for professional investors as defined in the Securities and Futures Ordinance (Cap. 571) and its subsidiary legislation.',
          'Switzerland: any offer is made only to qualified investors within the meaning of the Swiss Collective Investment Schemes Act.',
        ],
      },
      {
        heading: '3. Registered users only',
        paragraphs: [
          'Material on this website is for registered users or its named addressees only and may not be passed on. If you do not meet these conditions, please choose "Decline" and leave this website.',
        ],
      },
    ],
  },
};
