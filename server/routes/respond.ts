/** Helpers shared by the handlers: the request's language and context, the success envelope. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { RESULT_CODE, type LanguageType } from '../../src/constants.ts';
import type { AppContext } from '../context.ts';
import { languageOf, message } from '../services/messages.ts';
import { relyingPartyOf, type RelyingParty } from '../services/passkeys.ts';

export type Handler = (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
export type Handlers = Record<string, Handler>;

export const langOf = (req: FastifyRequest): LanguageType => languageOf(req.headers['accept-language']);

export const ctxOf = (req: FastifyRequest): AppContext => req.server.ctx;

/** The WebAuthn relying party of a request: PUBLIC_URL, or the protocol and host the request came to. */
export const relyingParty = (req: FastifyRequest): RelyingParty => relyingPartyOf(ctxOf(req).config, `${req.protocol}://${req.host}`);

export const ok = <T>(req: FastifyRequest, data: T) => ({
  code: RESULT_CODE.success,
  msg: message('ok', langOf(req)),
  data,
});

/**
 * The success envelope around data that is already JSON text (built by PostgreSQL): sent as is, without a parse and
 * a second serialization. The caller vouches that the text matches the operation's response schema.
 */
export function okJson(req: FastifyRequest, reply: FastifyReply, dataJson: string): string {
  reply.type('application/json; charset=utf-8');
  return `{"code":${RESULT_CODE.success},"msg":${JSON.stringify(message('ok', langOf(req)))},"data":${dataJson}}`;
}
