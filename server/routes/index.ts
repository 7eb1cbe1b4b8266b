/** Every implemented operation, keyed by operationId (one file per contract tag). */
import { auth } from './auth.ts';
import { demo } from './demo.ts';
import { flowsAuth } from './flows-auth.ts';
import { language } from './language.ts';
import { onetime } from './onetime.ts';
import type { Handlers } from './respond.ts';

export const handlers: Handlers = { ...auth, ...demo, ...flowsAuth, ...onetime, ...language };
