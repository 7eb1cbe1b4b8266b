import { availableParallelism } from 'node:os';
import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { tooManyRequests } from './rate-limit.ts';

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
/**
 * Verifications waiting for a turn, at most: past this, a verification is refused at once (4029) instead of queued.
 * A flood of logins (from many addresses, each under its own limit) then cannot make a real login wait behind it:
 * the line empties in about 8 verification times (a few hundred ms), and whoever finds it full hears so at once.
 * Hashes (registration, a new password) are not refused: each needs a code or a checked password first.
 */
export const MAX_WAITING_VERIFICATIONS = 8 * MAX_AT_ONCE;
let running = 0;
const queue: (() => void)[] = [];

/**
 * What the argon2 work has done since the process started (tests measure floods by it): verifications, hashes and
 * verifications refused, and the most verifications one found waiting ahead of it (`mostAhead`, which tests reset).
 */
export const passwordWork = { verifications: 0, hashes: 0, refused: 0, mostAhead: 0 };

const lineFull = () => running >= MAX_AT_ONCE && queue.length >= MAX_WAITING_VERIFICATIONS;

/** Throws 4029 when a verification would be refused now: a caller asks before spending anything on an attempt. */
export function refuseWhenLineFull(): void {
  if (!lineFull()) return;
  passwordWork.refused++;
  throw tooManyRequests();
}

async function inTurn<T>(work: () => Promise<T>, refuseWhenFull: boolean): Promise<T> {
  if (running < MAX_AT_ONCE) running++;
  else {
    if (refuseWhenFull) {
      refuseWhenLineFull();
      passwordWork.mostAhead = Math.max(passwordWork.mostAhead, queue.length);
    }
    await new Promise<void>((start) => queue.push(start));
  }
  try {
    return await work();
  } finally {
    // The slot goes straight to the next in line, if any.
    const next = queue.shift();
    if (next) next();
    else running--;
  }
}

export const hashPassword = (password: string): Promise<string> => {
  passwordWork.hashes++;
  return inTurn(() => hash(password, ARGON2_OPTIONS), false);
};

let dummyHash: Promise<string> | undefined;

/**
 * Verifies against the stored hash, or against a throw-away hash when the account is unknown, so that both cases
 * take about the same time and an attacker cannot tell which accounts exist. Throws 4029, checking nothing, when
 * the line of verifications is full.
 */
export async function checkPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (storedHash === undefined) {
    dummyHash ??= hashPassword('no-such-account-' + Math.random());
    const dummy = await dummyHash;
    await inTurn(async () => {
      passwordWork.verifications++;
      await verify(dummy, password);
    }, true);
    return false;
  }
  return inTurn(async () => {
    passwordWork.verifications++;
    // A stored value that is not an argon2 hash matches nothing.
    return verify(storedHash, password).catch(() => false);
  }, true);
}
