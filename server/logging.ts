/**
 * The request log's options (server/main.ts): no credential reaches a log line. Tokens travel in headers, which are
 * redacted whichever serializer prints them; a few credentials travel in addresses, which Fastify logs with every
 * request: the partner renewal link's authCode (/validEmail?authCode=…, the page the e-mail opens) above all.
 */
import type { FastifyServerOptions } from 'fastify';

/** Query parameters whose values are credentials: their values are replaced in the logged address. */
const SECRET_PARAMS = new Set(['authcode', 'token', 'refreshtoken', 'onetimetoken', 'verificationcode', 'code']);

const CENSOR = '[redacted]';

/** The address with the values of SECRET_PARAMS replaced; the path and the other parameters as they were. */
export function redactedUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // A malformed name is logged as sent.
      }
      return eq >= 0 && SECRET_PARAMS.has(decoded.toLowerCase()) ? `${name}=${CENSOR}` : pair;
    })
    .join('&');
  return `${url.slice(0, at)}?${query}`;
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/** Fastify's logger options at `level`, to `stream` when given (standard output otherwise). */
export function requestLogOptions(level: string, stream?: LoggerOptions['stream']): LoggerOptions {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: ['req.headers.token', 'req.headers.refreshtoken', 'req.headers.onetimetoken', 'req.headers.authorization', 'req.headers.cookie'],
      censor: CENSOR,
    },
    serializers: {
      // Fastify's own request serializer, with the address's credentials replaced.
      req: (req: LoggedRequest) => ({
        method: req.method,
        url: redactedUrl(req.url),
        host: req.host,
        remoteAddress: req.ip,
        remotePort: req.socket?.remotePort,
      }),
    },
  };
}
