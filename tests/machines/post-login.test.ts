import { createActor, fromPromise, toPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { postLoginMachine, type PostLoginInput } from '../../machines/post-login.machine';
import type { IdentityTypeMap, InfoOutcome, LoadInfoInput } from '../../machines/types';
import { coverage, done, fail, paths, replayAll } from '../support/walk';
import { idMap, relation, userInfo } from './session-fixtures';

const input = (map: Partial<IdentityTypeMap>, onBindingPage = false): PostLoginInput => ({
  token: 'short-token',
  userId: 'u-1',
  identityTypeMap: idMap(map),
  onBindingPage,
});

/** Every branch of the check is chosen by the input, so the walk runs once per kind of user. */
const scenarios: Array<[string, PostLoginInput]> = [
  ['current type set', input({ currentIdType: 2 })],
  ['one relation', input({ currentIdType: 0, userRelationList: [relation(1)] })],
  ['several relations', input({ currentIdType: 0, userRelationList: [relation(0), relation(2)] })],
  ['pending application', input({ currentIdType: 0, userRelationList: [], applyList: [{ applyId: 'a1', identityType: 1, status: 'pending', createdAt: '2024-01-01T00:00:00Z' }] })],
  ['nothing, on /binding', input({ currentIdType: 0, userRelationList: [] }, true)],
  ['nothing, elsewhere', input({ currentIdType: 0, userRelationList: [] })],
];

describe('post-login machine', () => {
  it('walks every state and transition', async () => {
    const results = [];
    let count = 0;
    for (const [, scenarioInput] of scenarios) {
      const walked = paths(postLoginMachine, {
        input: scenarioInput,
        events: () => [
          done('loadInfo', { kind: 'success', info: userInfo() }),
          done('loadInfo', { kind: 'failed', message: 'Verification failed, please Login again.' }),
          fail('loadInfo', new Error('network error, please try later')),
        ],
      });
      count += walked.length;
      results.push(...(await replayAll(postLoginMachine, walked, { input: scenarioInput })));
    }
    const c = coverage(postLoginMachine, results);
    expect(c.paths).toBe(count);
    console.log(`post-login: ${c.summary} (${scenarios.length} inputs)`);
  });

  async function run(scenarioInput: PostLoginInput, info: InfoOutcome | Error = { kind: 'success', info: userInfo() }) {
    const calls: LoadInfoInput[] = [];
    const actor = createActor(
      postLoginMachine.provide({
        actors: {
          loadInfo: fromPromise<InfoOutcome, LoadInfoInput>(async ({ input: i }) => {
            calls.push(i);
            if (info instanceof Error) throw info;
            return info;
          }),
        },
      }),
      { input: scenarioInput },
    );
    actor.start();
    return { output: await toPromise(actor), calls, tags: [...actor.getSnapshot().tags] };
  }

  it('sends each kind of user where SPEC.md section 4 says', async () => {
    const outputs = [];
    for (const [, scenarioInput] of scenarios) outputs.push((await run(scenarioInput)).output);
    expect(outputs).toEqual([
      { to: 'account', info: null },
      { to: 'account', info: userInfo() },
      { to: 'loginAfter' },
      { to: 'applying' },
      { to: 'login', resetSession: true },
      { to: 'binding', resetSession: true },
    ]);
  });

  it('selects the single relation with type 1 for an internal or overseas relation, else its own type', async () => {
    for (const [relationType, expected] of [[0, 1], [1, 1], [2, 2], [3, 3]] as const) {
      const { calls } = await run(input({ currentIdType: 0, userRelationList: [relation(relationType)] }));
      expect(calls).toEqual([{ token: 'short-token', userId: 'u-1', currentIdType: expected }]);
    }
  });

  it('a failed info load resets the session and goes to login with the message', async () => {
    const one = input({ currentIdType: 0, userRelationList: [relation(0)] });
    expect((await run(one, { kind: 'failed', message: 'Verification failed, please Login again.' })).output).toEqual({
      to: 'login',
      resetSession: true,
      message: 'Verification failed, please Login again.',
    });
    const failed = await run(one, new Error('network error, please try later'));
    expect(failed.output).toEqual({ to: 'login', resetSession: true, message: 'network error, please try later' });
    expect(failed.tags).toEqual(['signedOut']);
  });
});
