/**
 * The way in's login child, with its actors: the login form's machine. It loads once the login form is on screen
 * (src/routes/-login.tsx opens it), not with every page. `answered`: what each login answer waits for besides its
 * call (the loader has the rest of the way in's code load beside it, src/flows/way-in-loader.ts).
 */
import { loginMachine } from '../../machines/login.machine';
import { loginActorsWith } from '../actors/auth';

export const loginChildWith = (answered: <T>(answer: Promise<T>) => Promise<T>) =>
  loginMachine.provide({ actors: loginActorsWith(answered) });

export type LoginChild = ReturnType<typeof loginChildWith>;
