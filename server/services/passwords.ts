import { availableParallelism } from 'node:os';
import { hash, verify, type Algorithm } from '@node-rs/argon2';

// Algorithm is an ambient const enum (not importable as a value under isolatedModules); 2 is Argon2id.
const ARGON2ID = 2 as Algorithm;

/**
 * argon2id with the OWASP Password Storage Cheat Sheet's first recommended setting (m=19 MiB, t=2, p=1): memory-hard
 * against GPU guessing, yet about 20-40 ms per hash here, so logins stay quick on 2 shared cores.
 */
export const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Hashes (and verifications) running at once: one per core, four at most. Each holds its 19 MiB until it ends and
 * libuv would run four; a hash is pure computation, so more hashes than cores only share the cores (on two cores the
 * other two held 38 MB for nothing). Beyond this number they wait their turn, first come first served.
 */
const MAX_AT_ONCE = Math.max(1, Math.min(4, availableParallelism()));
let running = 0;
const queue: (() => void)[] = [];

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running < MAX_AT_ONCE) running++;
  else await new Promise<void>((start) => queue.push(start));
  try {
    return await work();
  } finally {
    // The slot goes straight to the next in line, if any.
    const next = queue.shift();
    if (next) next();
    else running--;
  }
}

export const hashPassword = (password: string): Promise<string> => inTurn(() => hash(password, ARGON2_OPTIONS));

let dummyHash: Promise<string> | undefined;

/**
 * Verifies against the stored hash, or against a throw-away hash when the account is unknown, so that both cases
 * take about the same time and an attacker cannot tell which accounts exist.
 */
export async function checkPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (storedHash === undefined) {
    dummyHash ??= hashPassword('no-such-account-' + Math.random());
    const dummy = await dummyHash;
    await inTurn(() => verify(dummy, password));
    return false;
  }
  try {
    return await inTurn(() => verify(storedHash, password));
  } catch {
    return false;
  }
}
