/** What every handler needs, reachable as request.server.ctx; the session found by a security handler. */
import type { FastifyServerOptions } from 'fastify';
import { DEFAULT_ACCESS_TIMEOUT_MS, DEFAULT_REFRESH_LIFETIME_MS } from '../src/constants.ts';
import type { Clock } from './clock.ts';
import type { Db } from './db/client.ts';
import { secondFactorKeyFrom } from './services/second-factor-key.ts';
import type { SessionRow } from './services/sessions.ts';

export interface ServerConfig {
  /** Demo mode: demo-only operations exist and captcha answers are kept readable. Off in production. */
  demo: boolean;
  /** Short-token lifetime (accessimeout), ms. */
  accessTimeoutMs: number;
  /** Refresh-token lifetime (failureTime), ms. */
  refreshLifetimeMs: number;
  /** Path of openapi.yaml. */
  specPath: string;
  logger: FastifyServerOptions['logger'];
  /** Origins other than the server's own that may call the API from a browser (env CORS_ORIGINS, comma-separated). */
  corsOrigins: string[];
  /**
   * The contract's interactive documentation at /api/docs (env API_DOCS: `1` on, `0` off). Unset, it follows demo:
   * on in demo mode, off in production.
   */
  apiDocs?: boolean;
  /**
   * Limits per client address on the operations open without a session (server/services/address-limits.ts):
   * requests per operation and hour (env ADDRESS_LIMIT_PER_HOUR), and the addresses left out (env
   * ADDRESS_LIMIT_EXEMPT, comma-separated: the test and bench harnesses' loopback, never a production default).
   */
  addressLimit: { perHour: number; exempt: string[] };
  /**
   * Addresses or CIDR ranges of the reverse proxies in front (env TRUST_PROXY, comma-separated): their
   * X-Forwarded-For names the client. Empty, the socket's address is the client's.
   */
  trustProxy: string[];
  /**
   * Hourly caps on the SMS and e-mail codes sent (server/services/codes.ts), besides the per-destination ones: per
   * signed-in user, per client address, and over the whole site (env CODES_PER_USER_PER_HOUR,
   * CODES_PER_ADDRESS_PER_HOUR, CODES_PER_HOUR).
   */
  codeCaps: { perUser: number; perAddress: number; total: number };
  /** Country calling codes SMS codes may be sent to (env SMS_COUNTRY_CODES, comma-separated digits). */
  smsCountryCodes: string[];
  /**
   * The site's public origin, which links sent by e-mail start with (env PUBLIC_URL); unset, they start with the
   * origin the request came to.
   */
  publicUrl?: string;
  /**
   * The key the authenticator app's secrets are encrypted with in the database (env SECOND_FACTOR_KEY, 32 bytes in hex
   * or base64; server/services/second-factor-key.ts). Unset, demo mode uses a published demo key and production
   * refuses to start (server/main.ts says so before anything else).
   */
  secondFactorKey: Buffer;
}

export interface AppContext {
  db: Db;
  clock: Clock;
  config: ServerConfig;
}

export const defaultConfig = (): ServerConfig => ({
  demo: process.env.NODE_ENV !== 'production',
  accessTimeoutMs: DEFAULT_ACCESS_TIMEOUT_MS,
  refreshLifetimeMs: DEFAULT_REFRESH_LIFETIME_MS,
  specPath: new URL('../openapi.yaml', import.meta.url).pathname,
  logger: false,
  corsOrigins: listOf(process.env.CORS_ORIGINS),
  apiDocs: process.env.API_DOCS === '1' ? true : process.env.API_DOCS === '0' ? false : undefined,
  addressLimit: {
    perHour: positiveInt(process.env.ADDRESS_LIMIT_PER_HOUR, 60),
    exempt: listOf(process.env.ADDRESS_LIMIT_EXEMPT),
  },
  trustProxy: listOf(process.env.TRUST_PROXY),
  codeCaps: {
    perUser: positiveInt(process.env.CODES_PER_USER_PER_HOUR, 5),
    perAddress: positiveInt(process.env.CODES_PER_ADDRESS_PER_HOUR, 10),
    total: positiveInt(process.env.CODES_PER_HOUR, 1000),
  },
  // Mainland China and Hong Kong.
  smsCountryCodes: process.env.SMS_COUNTRY_CODES ? listOf(process.env.SMS_COUNTRY_CODES).map((c) => c.replace(/^\+/, '')) : ['86', '852'],
  publicUrl: process.env.PUBLIC_URL || undefined,
  secondFactorKey: secondFactorKeyFrom(process.env.SECOND_FACTOR_KEY, process.env.NODE_ENV === 'production'),
});

const listOf = (value: string | undefined) => (value ?? '').split(',').map((v) => v.trim()).filter(Boolean);

/** A positive whole number from the environment; anything else (unset, 0, text) is the default. */
function positiveInt(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

export interface OnetimeAuth {
  userId: number;
  purpose: string;
  /** The token's row; absent where no onetime token was sent (the binding of a signed-in session). */
  id?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    /** Set by the `token` security handler. */
    session?: SessionRow;
    /** Set by the `onetimeToken` security handler. */
    onetime?: OnetimeAuth;
    /** The user of a token refused for its step (audit entries only; grants nothing). */
    refusedUserId?: number;
  }
}
