/**
 * What a CMS document's PDF shows (an investment case, a brochure, a market outlook, a client appendix), in one
 * language: gathered by server/services/client-files.ts from the demo document of the file (server/seed/documents.ts)
 * and drawn by document-pdf.ts, which draws this and nothing else, so the same model always gives the same bytes.
 */
import type { LanguageType } from '../../src/constants.ts';

export interface DocumentSection {
  heading: string;
  paragraphs: string[];
}

export interface DocumentModel {
  kind: 'document';
  lang: LanguageType;
  title: string;
  /** What the document is, over its title: "投资案例 · 消费", "Brochure". */
  label: string;
  /** The standfirst under the title. */
  summary: string;
  /** The day it was published (ISO), also the PDF's creation date. */
  published: string;
  sections: DocumentSection[];
  /** The closing note: who it is for and what it is not. */
  notice: string;
}
