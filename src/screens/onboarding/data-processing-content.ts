/**
 * The data-processing notice shown on /operatingDataProcessing, in both languages. Written for the fictional
 * Harbourline Capital / 泓岸资本; not legal advice and not any real firm's text.
 */
import type { Locale } from '../../constants';
import type { LegalDocument } from './legal-text';

export const DATA_PROCESSING_NOTICE: Record<Locale, LegalDocument> = {
  'zh-CN': {
    intro: [
      '为向您提供基金账户查询、产品信息披露及客户服务，泓岸资本（以下简称“我们”）需要处理您的部分个人信息。请您在继续使用客户专区前仔细阅读本告知书。',
    ],
    sections: [
      {
        heading: '一、我们处理哪些信息',
        paragraphs: [
          '身份信息（姓名、证件类型及号码、出生日期）、联系方式（手机号、邮箱）、持有产品及交易记录，以及您登录时使用的设备信息。',
        ],
      },
      {
        heading: '二、处理目的',
        paragraphs: [
          '核验您的合格投资者身份、展示您的资产与产品报告、发送交易确认与重要通知，以及履行反洗钱等法定义务。',
        ],
      },
      {
        heading: '三、共享与存储',
        paragraphs: [
          '我们仅在履行基金合同所必需时，向基金托管人、销售机构及监管机构提供相关信息。信息存储于中国境内，保存期限为法律法规要求的最短期限。',
        ],
      },
      {
        heading: '四、您的权利',
        paragraphs: [
          '您可以查询、更正或删除您的个人信息，也可以撤回同意或注销账户。撤回同意后，我们将无法继续为您提供客户专区服务。如有疑问，请联系您的客户经理。',
        ],
      },
    ],
    footer: '本告知书自 2024 年 1 月 1 日起生效。',
  },
  en: {
    intro: [
      'To show your fund holdings, disclose product information and serve you as a client, Harbourline Capital ("we") needs to process some of your personal data. Please read this notice carefully before you continue to the client area.',
    ],
    sections: [
      {
        heading: '1. What we process',
        paragraphs: [
          'Identity data (name, type and number of your ID document, date of birth), contact data (mobile number, email), the products you hold and your transactions, and information about the devices you log in from.',
        ],
      },
      {
        heading: '2. Why we process it',
        paragraphs: [
          'To confirm that you are a qualified investor, to show your assets and product reports, to send trade confirmations and important notices, and to meet legal duties such as anti-money-laundering checks.',
        ],
      },
      {
        heading: '3. Sharing and storage',
        paragraphs: [
          'We share data only where the fund contract requires it: with the fund custodian, distributors and regulators. Data is stored in mainland China and kept no longer than the law requires.',
        ],
      },
      {
        heading: '4. Your rights',
        paragraphs: [
          'You may see, correct or delete your personal data, withdraw your consent or close your account. Without your consent we cannot keep offering the client area to you. For questions, please contact your relationship manager.',
        ],
      },
    ],
    footer: 'This notice applies from 1 January 2024.',
  },
};
