/** registerV2 and forgotPwdV2: both prove the address with a code (codes.ts) before touching an account. */
import { and, eq, isNull } from 'drizzle-orm';
import type { LanguageType } from '../../src/constants.ts';
import type { Schemas } from '../api-types.ts';
import type { AppContext } from '../context.ts';
import { loginFailures, onetimeTokens, sessions, users } from '../db/schema.ts';
import { findUser, parseAccount } from './accounts.ts';
import { codeError, consumeCode } from './codes.ts';
import { failureKeyOf } from './login.ts';
import { message } from './messages.ts';
import { hashPassword } from './passwords.ts';
import { changingSessions, issueOnetime, revokeSessionsIn } from './sessions.ts';

const refused = (status: 1 | 2, msg: string): Schemas['RegisterResponse'] => ({
  status,
  statusMsg: msg,
  onetimeToken: '',
  userId: '',
  userName: '',
  equipmentId: '',
});

/**
 * The code is checked before the account: only whoever holds the address learns that it is already registered.
 * The new account has no identity yet; its onetime token opens the binding flow.
 */
export async function register(
  ctx: AppContext,
  input: Schemas['RegisterRequest'],
  lang: LanguageType,
): Promise<Schemas['RegisterResponse']> {
  const account = parseAccount(input.account);
  const check = await consumeCode(ctx, 'register', account, input.verificationCode);
  if (!check.ok) return refused(2, message(check.reason === 'tooManyTries' ? 'codeTooManyTries' : 'codeWrong', lang));
  if (await findUser(ctx, account)) return refused(1, message('accountExists', lang));

  const userName = input.userName.trim();
  const [user] = await ctx.db
    .insert(users)
    .values({
      email: account.kind === 'email' ? account.value : null,
      mobile: account.kind === 'sms' ? account.value : null,
      name: userName,
      passwordHash: await hashPassword(input.password),
      languageType: lang,
      createdAt: new Date(ctx.clock.now()),
    })
    // Two registrations racing for one address: the unique index lets one win, the other hears "already registered".
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (!user) return refused(1, message('accountExists', lang));
  const onetimeToken = await issueOnetime(ctx, user.id, 'binding');
  return { status: 0, statusMsg: '', onetimeToken, userId: String(user.id), userName, equipmentId: '' };
}

/** A reset ends every session and onetime token of the user: whoever knew the old password is logged out. */
export async function resetPassword(ctx: AppContext, input: Schemas['ForgotPasswordRequest']): Promise<void> {
  const account = parseAccount(input.account);
  const check = await consumeCode(ctx, 'forgotPassword', account, input.verificationCode);
  if (!check.ok) throw codeError(check);
  const user = check.userId === null ? undefined : await findUser(ctx, account);
  // Cannot happen (unknown accounts get codes that never match); answered like a wrong code all the same.
  if (!user || user.id !== check.userId) throw codeError({ reason: 'wrong' });
  const passwordHash = await hashPassword(input.password);
  const now = new Date(ctx.clock.now());
  await changingSessions(ctx.db, () =>
    ctx.db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
      await revokeSessionsIn(tx, eq(sessions.userId, user.id), 'passwordReset', now);
      await tx
        .update(onetimeTokens)
        .set({ revokedAt: now })
        .where(and(eq(onetimeTokens.userId, user.id), isNull(onetimeTokens.revokedAt)));
      await tx.delete(loginFailures).where(eq(loginFailures.accountKey, failureKeyOf(user.id, '')));
    }),
  );
}
