/** The per-instance keeping of session lookups (server/services/session-cache.ts). */
import { describe, expect, it } from 'vitest';
import { createSessionLookups } from '../../server/services/session-cache.ts';
import type { SessionRow } from '../../server/services/sessions.ts';

const row = (id: string) => ({ id }) as SessionRow;

function loader(answers: (SessionRow | undefined | Error)[]) {
  let calls = 0;
  const pending: (() => void)[] = [];
  const load = () => {
    const answer = answers[Math.min(calls, answers.length - 1)];
    calls += 1;
    return new Promise<SessionRow | undefined>((resolve, reject) => {
      pending.push(() => (answer instanceof Error ? reject(answer) : resolve(answer)));
    });
  };
  return {
    load,
    get calls() {
      return calls;
    },
    settle: async () => {
      for (const p of pending.splice(0)) p();
      await new Promise((r) => setTimeout(r, 0));
    },
  };
}

/** One lookup at `now`, its database read answered: the id of the row it gives. */
async function idAt(lookups: ReturnType<typeof createSessionLookups>, db: ReturnType<typeof loader>, now: number) {
  const answer = lookups.find('h', now, db.load);
  await db.settle();
  return (await answer)?.id;
}

describe('session lookups', () => {
  it('calls made at once with one token read the database once', async () => {
    const lookups = createSessionLookups(1000);
    const db = loader([row('a')]);
    const answers = [lookups.find('h', 0, db.load), lookups.find('h', 10, db.load), lookups.find('h', 20, db.load)];
    await db.settle();
    expect((await Promise.all(answers)).map((r) => r?.id)).toEqual(['a', 'a', 'a']);
    expect(db.calls).toBe(1);
  });

  it('reads again once the keeping time has passed', async () => {
    const lookups = createSessionLookups(1000);
    const db = loader([row('a'), row('b')]);
    expect(await idAt(lookups, db, 0)).toBe('a');
    expect(await idAt(lookups, db, 999)).toBe('a');
    expect(await idAt(lookups, db, 1000)).toBe('b');
    expect(db.calls).toBe(2);
  });

  it('a lookup that was on its way when the sessions changed is not kept', async () => {
    const lookups = createSessionLookups(1000);
    const db = loader([row('before'), row('after')]);
    const racing = lookups.find('h', 0, db.load);
    lookups.forget();
    await db.settle();
    // Its own caller gets what it read, as it would have without keeping; the next call reads again.
    expect((await racing)?.id).toBe('before');
    expect(await idAt(lookups, db, 1)).toBe('after');
  });

  it('forgets every kept row when told', async () => {
    const lookups = createSessionLookups(1000);
    const db = loader([row('a'), row('b')]);
    expect(await idAt(lookups, db, 0)).toBe('a');
    lookups.forget();
    expect(await idAt(lookups, db, 1)).toBe('b');
  });

  it('keeps neither a token without a session nor a failed read', async () => {
    const lookups = createSessionLookups(1000);
    const db = loader([undefined, new Error('connection lost'), row('a')]);
    expect(await idAt(lookups, db, 0)).toBeUndefined();
    await expect(idAt(lookups, db, 1)).rejects.toThrow('connection lost');
    expect(await idAt(lookups, db, 2)).toBe('a');
    expect(db.calls).toBe(3);
  });

  it('a recorded activity replaces the kept row; a clock set back reads again', async () => {
    const lookups = createSessionLookups(1000);
    const db = loader([row('a'), row('c')]);
    expect(await idAt(lookups, db, 100)).toBe('a');
    lookups.replace('h', row('touched'));
    expect(await idAt(lookups, db, 200)).toBe('touched');
    expect(await idAt(lookups, db, 50)).toBe('c');
  });
});
