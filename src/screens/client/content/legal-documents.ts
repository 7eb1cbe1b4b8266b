/**
 * The client area's user terms and privacy policy of the fictional firm, kept as documents per language (reviewed
 * as a whole, not as UI messages).
 */
import type { Locale } from '../../../constants';
import type { LegalDocument } from '../../onboarding/legal-text';

export type LegalKind = 'terms' | 'privacy';

const terms: Record<Locale, LegalDocument> = {
  'zh-CN': {
    intro: ['欢迎使用泓岸资本客户服务平台。使用本平台即表示您已阅读并同意本条款。'],
    sections: [
      { heading: '一、服务对象', paragraphs: ['本平台仅向已与泓岸资本建立业务关系的合格投资者及合作伙伴提供服务。'] },
      { heading: '二、账户安全', paragraphs: ['您应妥善保管登录账户与密码，不得转让或出借。因您保管不善造成的损失由您自行承担。'] },
      { heading: '三、信息的性质', paragraphs: ['平台展示的净值、估值及报告仅供参考，不构成任何投资建议或收益承诺。过往业绩不代表未来表现。'] },
      { heading: '四、条款变更', paragraphs: ['我们可能不时更新本条款，更新后将在平台公布；继续使用即视为接受更新后的条款。'] },
    ],
    footer: '版本日期：2024年1月1日',
  },
  en: {
    intro: ['Welcome to the Harbourline Capital client service platform. By using it you confirm that you have read and accept these terms.'],
    sections: [
      { heading: '1. Who may use it', paragraphs: ['The platform serves qualified investors and partners who have a business relationship with Harbourline Capital.'] },
      { heading: '2. Account security', paragraphs: ['Keep your login account and password safe and do not transfer or lend them. Losses caused by careless safekeeping are your own.'] },
      { heading: '3. Nature of the information', paragraphs: ['Net asset values, estimates and reports are for reference only and are neither advice nor a promise of returns. Past performance is no guide to the future.'] },
      { heading: '4. Changes', paragraphs: ['We may update these terms from time to time and publish the update here; continued use means you accept it.'] },
    ],
    footer: 'Version of 1 January 2024',
  },
};

const privacy: Record<Locale, LegalDocument> = {
  'zh-CN': {
    intro: ['泓岸资本重视您的个人信息保护。本政策说明我们如何收集、使用、存储和保护您的信息。'],
    sections: [
      { heading: '一、我们收集的信息', paragraphs: ['为提供账户服务，我们会处理您的姓名、联系方式、证件信息、持有产品及登录设备信息。'] },
      { heading: '二、信息的使用', paragraphs: ['上述信息仅用于身份核验、账户服务、信息披露及法律法规要求的用途，不会用于与服务无关的目的。'] },
      { heading: '三、您的权利', paragraphs: ['您可在设置中查看和更正个人信息、管理通知与设备，也可申请注销账户；注销后您的数据将被删除且不可恢复。'] },
      { heading: '四、联系我们', paragraphs: ['如对本政策有任何疑问，请通过平台互动问答或客户服务热线与我们联系。'] },
    ],
    footer: '版本日期：2024年1月1日',
  },
  en: {
    intro: ['Harbourline Capital takes the protection of your personal information seriously. This policy explains how we collect, use, store and protect it.'],
    sections: [
      { heading: '1. What we collect', paragraphs: ['To run your account we process your name, contact details, identity document, products held and the devices you log in from.'] },
      { heading: '2. How we use it', paragraphs: ['Only for identity checks, account services, disclosures and what the law requires; never for purposes unrelated to the service.'] },
      { heading: '3. Your rights', paragraphs: ['In Settings you can see and correct your information, manage notifications and devices, and deregister; deregistration deletes your data irreversibly.'] },
      { heading: '4. Contact', paragraphs: ['Questions about this policy are welcome through Q&A on this platform or the client service hotline.'] },
    ],
    footer: 'Version of 1 January 2024',
  },
};

export const LEGAL_DOCUMENTS: Record<LegalKind, Record<Locale, LegalDocument>> = { terms, privacy };
