/**
 * Limits per client address on the operations anyone may call without a session: login, registration, password
 * reset, code requests (codes.ts adds its own caps) and binding. Each operation counts its own requests per address
 * in the database (rate-limit.ts), so the limit holds across server instances; past it the answer is 4029 before any
 * password is checked. The per-account counts (attempts.ts) stop guessing at one account from many addresses; these
 * stop one address from trying many accounts, or sending many codes.
 *
 * The address is the socket's (Fastify's req.ip): behind a proxy that is the proxy's, for every client, unless
 * Fastify is told to trust the proxy's X-Forwarded-For (docs/operations.md).
 */
import type { AppContext, ServerConfig } from '../context.ts';
import { hitAll, type Keyed } from './rate-limit.ts';

export type AddressOperation = 'login' | 'register' | 'forgotPassword' | 'binding' | 'code';

/** The limit on one operation from one address, or none for an exempt address. */
export function addressLimit(config: Pick<ServerConfig, 'addressLimit'>, operation: AddressOperation, address: string, maxPerHour = config.addressLimit.perHour): Keyed | undefined {
  if (config.addressLimit.exempt.includes(address)) return undefined;
  return { key: `address:${operation}:${address}`, maxPerHour };
}

/** Counts one request of operation from address, or throws 4029 past the limit. */
export async function limitAddress(ctx: AppContext, operation: AddressOperation, address: string): Promise<void> {
  const limit = addressLimit(ctx.config, operation, address);
  if (limit) await hitAll(ctx, [limit]);
}
