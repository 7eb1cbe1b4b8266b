/**
 * What every machine's `setup()` shares: a stub for an actor the app provides (`.provide({ actors })`) and tests
 * replace with fakes, and the typed output of an actor's done event.
 */
import { fromPromise } from 'xstate';

/** An invoked actor the machine declares but does not implement: it fails loudly when nothing was provided. */
export const notProvided = <TOutput, TInput>(name: string) =>
  fromPromise<TOutput, TInput>(async () => {
    throw new Error(`actor "${name}" not provided`);
  });

/** The output of a `xstate.done.actor.*` event, as its actor's type says. */
export const outputOf = <T>(event: unknown) => (event as { output: T }).output;
