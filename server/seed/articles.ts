/**
 * The articles of the client area's columns, written for the fictional firm in both languages: company news
 * (articles-news.ts), investment perspectives (articles-views.ts), the "enter the company" pages and the clients-only
 * articles (articles-pages.ts). A paragraph that starts with '## ' is a heading.
 */
import { ENTER_PAGES, EXCLUSIVE } from './articles-pages.ts';
import { NEWS } from './articles-news.ts';
import { VIEWS } from './articles-views.ts';

export type ArticleText = [title: string, summary: string, body: string[]];

export interface ArticleSeed {
  column: 'news' | 'investment' | 'enter' | 'exclusive';
  zh: ArticleText;
  en: ArticleText;
  date: string;
  videoId?: string;
  /** Indexes into FILES (client-content.ts), whose order gives the CMS files' ids. */
  attachments?: number[];
}

const of = (column: ArticleSeed['column'], rows: [string, ArticleText, ArticleText][]): ArticleSeed[] => rows.map(([date, zh, en]) => ({ column, zh, en, date }));

/**
 * Every article, column by column. The CIO's year in review carries the review's video; the third-quarter view
 * attaches the CIO's appendix (`appendix`: its index in FILES).
 */
export function articleSeeds(appendix: number): ArticleSeed[] {
  const [review, quarter, ...views] = of('investment', VIEWS);
  return [
    ...of('news', NEWS),
    { ...review, videoId: 'vid-cio-2026' },
    { ...quarter, attachments: [appendix] },
    ...views,
    ...of('enter', ENTER_PAGES),
    ...of('exclusive', EXCLUSIVE),
  ];
}
