/**
 * The statements page (/myStatements): a page of the investor's monthly or quarterly statements, the type and page
 * in the URL; the files it hands over (a statement's PDF, the CSV exports) come from src/actors/statements.ts.
 */
import { statementList } from '../actors/statements';
import type { Page, Statement, StatementType } from '../domain/assets';

/** A statement's PDF and the CSV exports, fetched with the token header. */
export { exportFile, statementFile, type NamedFile } from '../actors/statements';

/** Statements to a page: a year of monthly ones. */
export const STATEMENTS_PER_PAGE = 12;

export interface StatementsQuery {
  type: StatementType;
  page: number;
}

export const loadStatements = ({ type, page }: StatementsQuery): Promise<Page<Statement>> =>
  statementList({ type, page, limit: STATEMENTS_PER_PAGE });
