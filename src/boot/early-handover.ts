/**
 * The early script (early-start.ts) is a bundle of its own that runs before the entry, so the one way its answers
 * reach the app is a global of the page, `window.__hlEarly`. The entry (src/main.tsx) imports this module first, and
 * its evaluation hands them to the API client (configureClient's `early`) before the app makes its first call:
 * src/boot is the only code that touches the page's `__hl` globals.
 */
import { configureClient } from '../api/client';
import type { EarlyAnswers } from '../api/early-answers';

declare global {
  interface Window {
    /** The early calls' answers, left by the early script (early-start.ts); undefined when it made none. */
    __hlEarly?: EarlyAnswers;
  }
}

configureClient({ early: window.__hlEarly });
