/**
 * One place turns failures into the envelope: schema violations → HTTP 400 / 4000 (localized); business and
 * session refusals → HTTP 200 with their code; anything unexpected → HTTP 500 / 5000, logged, never a stack trace in
 * the answer (a ServerFault is logged as its message alone).
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RESULT_CODE, type LanguageType } from '../src/constants.ts';
import { langOf } from './routes/respond.ts';
import { auditDenied } from './services/audit.ts';
import { AppError, ServerFault, tokenInvalid } from './services/errors.ts';
import { message } from './services/messages.ts';

interface ValidationIssue {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

const ZH_PROBLEM: Record<string, string> = {
  required: '缺失',
  maxLength: '过长',
  minLength: '过短',
  enum: '取值无效',
  type: '类型不正确',
  additionalProperties: '不允许',
};

function describe(issue: ValidationIssue, where: string | undefined, lang: LanguageType): string {
  const missing = issue.params.missingProperty;
  const field = [where, ...issue.instancePath.split('/').filter(Boolean), typeof missing === 'string' ? missing : '']
    .filter(Boolean)
    .join('.');
  if (lang === 'en_US') return `${message('invalidInput', lang)}: ${field} ${issue.message ?? 'is invalid'}`;
  return `${message('invalidInput', lang)}：${field} ${ZH_PROBLEM[issue.keyword] ?? '格式不正确'}`;
}

/** Security handlers' refusals arrive wrapped by fastify-openapi-glue (name 'Unauthorized', errors[]). */
function appErrorOf(err: unknown): AppError | undefined {
  if (err instanceof AppError) return err;
  const wrapped = err as { name?: string; errors?: unknown[] };
  if (wrapped.name === 'Unauthorized' && Array.isArray(wrapped.errors)) {
    const refusal = wrapped.errors.find((e) => e instanceof AppError) as AppError | undefined;
    // A security handler that failed without refusing (the database is away) is a system failure: answering 3008
    // would make the SPA drop a valid session.
    if (!refusal && wrapped.errors.some((e) => e instanceof Error)) return undefined;
    return refusal ?? tokenInvalid();
  }
  return undefined;
}

const isWrapped = (err: unknown) => (err as { name?: string }).name === 'Unauthorized';

const send = (reply: FastifyReply, status: number, code: number, msg: string) =>
  // JSON.stringify, not the route's response serializer: error envelopes carry data null whatever the route.
  reply.code(status).type('application/json; charset=utf-8').serializer(JSON.stringify).send({ code, msg, data: null });

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    const lang = langOf(req);
    if (err.validation) {
      const issue = err.validation[0] as ValidationIssue | undefined;
      const msg = issue ? describe(issue, err.validationContext, lang) : message('invalidInput', lang);
      return send(reply, 400, RESULT_CODE.invalidInput, msg);
    }
    const appError = appErrorOf(err);
    if (appError?.code === RESULT_CODE.forbidden) {
      return auditDenied(req).then(() => send(reply, 200, appError.code, message(appError.key, lang)));
    }
    if (appError) return send(reply, 200, appError.code, message(appError.key, lang));
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500 && !isWrapped(err)) {
      // Malformed JSON, wrong content type, body too large: the client's fault, said without internals.
      return send(reply, err.statusCode, RESULT_CODE.invalidInput, message('invalidInput', lang));
    }
    if (err instanceof ServerFault) req.log.error(err.message);
    else req.log.error({ err }, 'unexpected error');
    return send(reply, 500, RESULT_CODE.systemError, message('systemError', lang));
  });
}

export async function apiNotFound(req: FastifyRequest, reply: FastifyReply) {
  return send(reply, 404, RESULT_CODE.notFound, message('notFound', langOf(req)));
}
