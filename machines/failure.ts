/**
 * How a flow records why its last call failed, in one vocabulary: the server refused (with its message, in the
 * user's language, when it gave one) or the call did not get through. A flow may add reasons of its own (a ticket
 * that expired, a wrong password). The screen's words for each reason come from the area's flow (src/flows/failure.ts).
 */

export interface FlowFailure<TReason extends string = never> {
  reason: 'rejected' | 'network' | TReason;
  message?: string;
}

/** An actor's answer when the server refused: its message, in the user's language. */
export type Refusal = { kind: 'failure'; message?: string };

/** The call did not get through (the actor rejected): network or timeout. */
export const NETWORK_FAILURE = { reason: 'network' } as const satisfies FlowFailure;

/** A refusal as the flow records it, with the server's message when the outcome carries one. */
export function rejected(output: unknown): FlowFailure {
  const message = (output as { message?: unknown } | null | undefined)?.message;
  return { reason: 'rejected', ...(typeof message === 'string' && message ? { message } : {}) };
}

/** `assign({ failure: refusedBy })` on a done event whose output is a refusal. */
export const refusedBy = ({ event }: { event: unknown }): FlowFailure => rejected((event as { output?: unknown }).output);
