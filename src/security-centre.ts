/**
 * The security centre page's figures (product decisions). A module of its own, not src/constants.ts: that one is in
 * the entry that / and /login load, and a module's exports go wherever the module is, so these would have made the
 * entry grow for a page only signed-in users open.
 */

/** How long an account's sign-in history is kept: the server's figure (server/services/security-centre.ts, tested equal). */
export const SIGN_IN_HISTORY_RETENTION_MS = 180 * 24 * 60 * 60_000;
/** How many attempts a page of the history shows. */
export const SIGN_IN_HISTORY_PAGE_SIZE = 10;
