/** Q&A questions are limited per user: a script cannot pour hundreds of questions into the firm's inbox. */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { RESULT_CODE } from '../../src/constants.ts';
import { qaQuestions } from '../../server/db/schema.ts';
import { QA_QUESTIONS_PER_HOUR } from '../../server/services/client-qa.ts';
import { persona } from './client-support.ts';
import { createTestServer, type TestServer } from './support.ts';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
});
afterAll(async () => {
  await s?.close();
});

const questionsOf = async (userId: string) =>
  (await s.handle.db.select({ n: count() }).from(qaQuestions).where(eq(qaQuestions.userId, Number(userId))))[0].n;

it(`one user asks at most ${QA_QUESTIONS_PER_HOUR} questions an hour, however fast; others are not held back`, async () => {
  const p = await persona(s.app, 'investor@demo.test');
  const before = await questionsOf(p.userId);
  const burst = await Promise.all(Array.from({ length: 60 }, (_, i) => p.post('/qa/info/addQaInfo', { title: `问题 ${i}`, description: '批量' })));
  const codes = burst.map((r) => r.code);
  expect(codes.filter((c) => c === 1000).length).toBe(QA_QUESTIONS_PER_HOUR);
  expect(codes.filter((c) => c === RESULT_CODE.tooManyRequests).length).toBe(60 - QA_QUESTIONS_PER_HOUR);
  expect((await questionsOf(p.userId)) - before).toBe(QA_QUESTIONS_PER_HOUR);

  const other = await persona(s.app, 'single@demo.test');
  expect((await other.post('/qa/info/addQaInfo', { title: '另一位', description: '不受影响' })).code).toBe(1000);
  // An hour later (in a new session: the old one has gone idle), the user asks again.
  s.clock.advance(60 * 60_000 + 1);
  const later = await persona(s.app, 'investor@demo.test');
  expect((await later.post('/qa/info/addQaInfo', { title: '一小时后', description: '可以' })).code).toBe(1000);
});
