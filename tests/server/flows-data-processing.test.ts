/** The operatingDataProcessing outcome: accepting the notice records it and continues the login (SPEC.md §4). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, login, type S, type TestServer } from './support.ts';
import { send } from './flows-support.ts';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
});
afterAll(async () => {
  await s?.close();
});

const accept = (onetimeToken: string) =>
  send<S['LoginResponse']>(s.app, 'POST', '/api/sys/onetime/acceptDataProcessing', { headers: { onetimeToken } });

describe('data-processing notice', () => {
  it('accepting answers the next login outcome with a new onetime token and spends the old one', async () => {
    const first = (await login(s.app, 'dataproc@demo.test')).data;
    expect(first.code).toBe('operatingDataProcessing');
    const next = await accept(first.onetimeToken);
    expect(next.code).toBe(1000);
    expect(next.data.code).toBe('binding');
    expect(next.data.identityTypeMap.operatingDataProcessing).toBe(false);
    expect(next.data.onetimeToken).not.toBe('');
    expect(next.data.onetimeToken).not.toBe(first.onetimeToken);
    expect((await accept(first.onetimeToken)).code).toBe(3010);
    // Remembered: the next login goes straight to binding.
    expect((await login(s.app, 'dataproc@demo.test')).data.code).toBe('binding');
  });

  it('only the data-processing onetime token may accept', async () => {
    const other = (await login(s.app, 'new@demo.test')).data;
    expect((await accept(other.onetimeToken)).code).toBe(4003);
    const { token } = (await login(s.app, 'investor@demo.test')).data;
    expect((await send(s.app, 'POST', '/api/sys/onetime/acceptDataProcessing', { headers: { onetimeToken: token } })).code).toBe(3008);
  });
});
