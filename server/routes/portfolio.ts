/** Tags `portfolio` and `qualified`: portfolio construction, rationales, the qualified-investor questionnaire. */
import type { Schemas } from '../api-types.ts';
import { sessionOf } from '../services/client-access.ts';
import { brief } from '../services/client-assets.ts';
import {
  answerQuestionnaire,
  configuredFunds,
  portfolioData,
  portfolioFund,
  previousAnswers,
  qualifiedStatus,
  questionnaire,
  topRationales,
} from '../services/client-portfolio.ts';
import { ctxOf, langOf, ok, type Handlers } from './respond.ts';

const fundCodeOf = (req: { query: unknown }) => (req.query as { fundCode?: string }).fundCode;

export const portfolio = {
  async dataShow(req) {
    const fund = await portfolioFund(ctxOf(req), req.session, fundCodeOf(req));
    return ok(req, portfolioData(fund, langOf(req)));
  },
  async getTop5Rationales(req) {
    const fund = await portfolioFund(ctxOf(req), req.session, fundCodeOf(req));
    return ok(req, await topRationales(ctxOf(req), fund, langOf(req)));
  },
  async fundConfigList(req) {
    const funds = await configuredFunds(ctxOf(req), sessionOf(req.session));
    return ok(req, funds.map((f) => brief(f, langOf(req))));
  },
  async authentication(req) {
    return ok(req, await qualifiedStatus(ctxOf(req), sessionOf(req.session).userId));
  },
  async selectTotalQuestionAndAnswer(req) {
    const s = sessionOf(req.session);
    return ok(req, { questions: questionnaire(langOf(req)), answers: await previousAnswers(ctxOf(req), s.userId) });
  },
  async clientAnswerQuestion(req) {
    const s = sessionOf(req.session);
    const { answers } = req.body as Schemas['QualifiedAnswerRequest'];
    return ok(req, await answerQuestionnaire(ctxOf(req), s.userId, answers));
  },
} satisfies Handlers;
