/** Tag `user`, the one operation the login-area flows need: updateLanguage (the rest of /user/info is elsewhere). */
import { eq } from 'drizzle-orm';
import type { Schemas } from '../api-types.ts';
import { users } from '../db/schema.ts';
import { tokenInvalid } from '../services/errors.ts';
import { ctxOf, ok, type Handlers } from './respond.ts';

export const language = {
  async updateLanguage(req) {
    if (!req.session) throw tokenInvalid();
    const { languageType } = req.body as Schemas['LanguageUpdate'];
    await ctxOf(req).db.update(users).set({ languageType }).where(eq(users.id, req.session.userId));
    return ok(req, null);
  },
} satisfies Handlers;
