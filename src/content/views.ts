/**
 * Investment views (投资观点, /investmentZh and /informationDetailsZh): the firm's published articles. The menu item
 * exists in Chinese only (SPEC.md §2); the articles have English versions for readers who switch language.
 */
import type { Bilingual } from './types';

export interface ViewArticle {
  id: string;
  title: string;
  date: string;
  author: string;
  summary: string;
  paragraphs: string[];
}

export const VIEWS: Bilingual<ViewArticle[]> = {
  zh: [
    { id: 'v1', title: '耐心是一种被低估的竞争优势——写在泓岸资本成立十六周年之际', date: '2023-06-30', author: '林远舟', summary: '长期投资最大的敌人往往不是市场，而是我们自己的急躁。', paragraphs: ['十六年来，我们最好的投资几乎都经历过至少一次令人不安的回撤。', '耐心不是被动等待，而是在充分研究之后，对企业长期价值的坚定信任。'] },
    { id: 'v2', title: '消费复苏的节奏与结构', date: '2023-04-12', author: '沈清和', summary: '消费复苏不是齐步走，品牌与渠道的分化正在加大。', paragraphs: ['我们调研了 60 家消费企业，发现高端与性价比两端恢复更快。', '具有定价能力的品牌企业仍是我们的重点。'] },
    { id: 'v3', title: '制造业升级中的隐形冠军', date: '2023-02-08', author: '投资研究团队', summary: '在细分领域做到全球领先的中国制造企业越来越多。', paragraphs: ['这些企业规模不大，但在各自领域拥有难以复制的工艺与客户关系。'] },
  ],
  en: [
    { id: 'v1', title: 'Patience is an underrated competitive advantage: on our sixteenth anniversary', date: '2023-06-30', author: 'Lin Yuanzhou', summary: 'The biggest enemy of long-term investing is often not the market but our own impatience.', paragraphs: ['In sixteen years, nearly every one of our best investments went through at least one unsettling drawdown.', 'Patience is not passive waiting; it is firm trust in long-term value after thorough research.'] },
    { id: 'v2', title: 'The pace and shape of the consumer recovery', date: '2023-04-12', author: 'Shen Qinghe', summary: 'The recovery is uneven; brands and channels are drifting apart.', paragraphs: ['We visited 60 consumer companies and found the premium and value ends recovering fastest.', 'Brands with pricing power remain our focus.'] },
    { id: 'v3', title: 'Hidden champions of manufacturing upgrades', date: '2023-02-08', author: 'Investment research team', summary: 'More Chinese manufacturers lead the world in their niche.', paragraphs: ['They are not large, but their processes and customer relationships are hard to copy.'] },
  ],
};
