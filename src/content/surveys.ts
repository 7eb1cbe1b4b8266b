/** The public surveys (/questionSurvey: open questions and ratings, /chooseSurvey: choices) and the thanks page. */
import type { Bilingual } from './types';

export interface SurveyQuestion {
  id: string;
  kind: 'single' | 'multiple' | 'text';
  title: string;
  required: boolean;
  options?: { id: string; label: string }[];
}

export interface Survey {
  id: string;
  title: string;
  intro: string;
  questions: SurveyQuestion[];
}

export type SurveyId = 'question' | 'choose';

const satisfaction = (zh: boolean) =>
  (zh ? ['非常满意', '满意', '一般', '不满意'] : ['Very satisfied', 'Satisfied', 'Neutral', 'Dissatisfied']).map((label, i) => ({ id: `s${i + 1}`, label }));

export const SURVEYS: Record<SurveyId, Bilingual<Survey>> = {
  question: {
    zh: {
      id: 'client-feedback-2023', title: '客户服务满意度调查', intro: '感谢您抽出两分钟时间，帮助我们改进服务。',
      questions: [
        { id: 'q1', kind: 'single', title: '您对我们的整体服务满意吗？', required: true, options: satisfaction(true) },
        { id: 'q2', kind: 'text', title: '您希望我们在哪些方面改进？', required: false },
      ],
    },
    en: {
      id: 'client-feedback-2023', title: 'Client Service Survey', intro: 'Thank you for taking two minutes to help us serve you better.',
      questions: [
        { id: 'q1', kind: 'single', title: 'How satisfied are you with our service overall?', required: true, options: satisfaction(false) },
        { id: 'q2', kind: 'text', title: 'What should we improve?', required: false },
      ],
    },
  },
  choose: {
    zh: {
      id: 'topics-2023', title: '您关心的投资话题', intro: '请选择您希望在下一期投资者交流会上听到的话题。',
      questions: [
        { id: 'q1', kind: 'multiple', title: '请选择感兴趣的话题（可多选）', required: true, options: [
          { id: 'o1', label: '宏观经济展望' }, { id: 'o2', label: '消费行业' }, { id: 'o3', label: '科技与制造' }, { id: 'o4', label: 'ESG 实践' },
        ] },
        { id: 'q2', kind: 'single', title: '您更喜欢的交流形式', required: true, options: [
          { id: 'f1', label: '线下交流会' }, { id: 'f2', label: '线上直播' },
        ] },
      ],
    },
    en: {
      id: 'topics-2023', title: 'Topics You Care About', intro: 'Choose the topics you would like to hear at our next investor meeting.',
      questions: [
        { id: 'q1', kind: 'multiple', title: 'Topics of interest (choose any)', required: true, options: [
          { id: 'o1', label: 'Macro outlook' }, { id: 'o2', label: 'Consumer' }, { id: 'o3', label: 'Technology and manufacturing' }, { id: 'o4', label: 'ESG in practice' },
        ] },
        { id: 'q2', kind: 'single', title: 'Preferred format', required: true, options: [
          { id: 'f1', label: 'In-person meeting' }, { id: 'f2', label: 'Online broadcast' },
        ] },
      ],
    },
  },
};
