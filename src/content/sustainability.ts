/** The sustainable development page (SPEC.md §1). Fictional. */
import type { Bilingual, TextSection } from './types';

export interface SustainabilityContent {
  title: string;
  intro: string;
  image: string;
  imageAlt: string;
  sections: TextSection[];
  figures: { label: string; value: string }[];
}

export const SUSTAINABILITY: Bilingual<SustainabilityContent> = {
  zh: {
    title: '可持续发展',
    intro: '我们相信，善待员工、环境与社会的企业，长期更有可能为股东创造价值。',
    image: '/images/sustainability.svg',
    imageAlt: '绿叶与水波组成的插画',
    sections: [
      { heading: '责任投资', paragraphs: ['ESG 分析嵌入每一份深度研究报告，研究员对持仓公司的环境、社会与治理风险逐项打分。', '2017 年签署联合国责任投资原则（PRI），每年公开披露履行情况。'] },
      { heading: '积极所有权', paragraphs: ['我们在股东大会上认真行使投票权，并与管理层就信息披露、薪酬与减排目标持续沟通。'] },
      { heading: '自身运营', paragraphs: ['六个办公室全部使用可再生电力，差旅碳排放通过经核证的项目抵消。'] },
    ],
    figures: [
      { label: '参与的企业沟通（2023 年）', value: '312 次' },
      { label: '股东大会投票覆盖率', value: '100%' },
      { label: '可再生电力占比', value: '100%' },
    ],
  },
  en: {
    title: 'Sustainable Development',
    intro: 'We believe that businesses which treat their people, the environment and society well are more likely to create value for shareholders over time.',
    image: '/images/sustainability.svg',
    imageAlt: 'Illustration of green leaves and ripples of water',
    sections: [
      { heading: 'Responsible investing', paragraphs: ['ESG analysis is part of every in-depth research report; analysts score the environmental, social and governance risks of each holding.', 'We signed the UN Principles for Responsible Investment (PRI) in 2017 and report on them every year.'] },
      { heading: 'Active ownership', paragraphs: ['We vote at every shareholder meeting and keep talking with management about disclosure, pay and emission targets.'] },
      { heading: 'Our own operations', paragraphs: ['All six offices use renewable electricity; travel emissions are offset through certified projects.'] },
    ],
    figures: [
      { label: 'Company engagements (2023)', value: '312' },
      { label: 'Shareholder meetings voted', value: '100%' },
      { label: 'Renewable electricity', value: '100%' },
    ],
  },
};
