/** Terms of use and privacy policy of the public site (footer links). Fictional firm, our own wording. */
import type { Bilingual, TextSection } from './types';

export interface LegalDoc {
  title: string;
  sections: TextSection[];
}

export type LegalDocId = 'terms' | 'privacy';

export const LEGAL: Record<LegalDocId, Bilingual<LegalDoc>> = {
  terms: {
    zh: {
      title: '使用条款',
      sections: [
        { heading: '一、内容性质', paragraphs: ['本网站内容仅供参考，不构成投资建议、要约或要约邀请。'] },
        { heading: '二、知识产权', paragraphs: ['本网站的文字、图片与文件归泓岸资本所有，未经书面许可不得复制或转载。'] },
        { heading: '三、责任限制', paragraphs: ['因使用本网站信息产生的任何损失，泓岸资本不承担责任，法律另有规定的除外。'] },
      ],
    },
    en: {
      title: 'Terms of Use',
      sections: [
        { heading: '1. Nature of the content', paragraphs: ['The content of this website is for information only and is not investment advice, an offer or a solicitation.'] },
        { heading: '2. Intellectual property', paragraphs: ['Texts, images and files on this website belong to Harbourline Capital and may not be copied without written permission.'] },
        { heading: '3. Limitation of liability', paragraphs: ['Harbourline Capital is not liable for any loss arising from the use of this website, except where the law says otherwise.'] },
      ],
    },
  },
  privacy: {
    zh: {
      title: '隐私政策',
      sections: [
        { heading: '一、我们收集的信息', paragraphs: ['浏览本网站时，我们仅记录匿名的访问统计；您主动提交的表单（面试预约、实习考勤、问卷）仅用于对应用途。'] },
        { heading: '二、信息的保存', paragraphs: ['信息保存在我们自有的服务器上，不会出售或提供给第三方。'] },
        { heading: '三、联系我们', paragraphs: ['如需查询或删除您的信息，请致电客户服务热线。'] },
      ],
    },
    en: {
      title: 'Privacy Policy',
      sections: [
        { heading: '1. What we collect', paragraphs: ['When you browse this website we only record anonymous visit statistics; forms you submit (interview booking, intern attendance, surveys) are used only for their purpose.'] },
        { heading: '2. How we keep it', paragraphs: ['Information is kept on our own servers and is never sold or given to third parties.'] },
        { heading: '3. Contact us', paragraphs: ['To see or delete your information, please call our client service hotline.'] },
      ],
    },
  },
};
