/** How a route reads a machine for its screen: the page a state shows, and whether the machine took a press. */
import type { AnyActorRef } from 'xstate';

/** The first of `tags` the snapshot has: the page a screen shows for a machine state. */
export function firstTag<T extends string>(snapshot: { hasTag(tag: never): boolean }, tags: readonly T[], fallback: T): T {
  return tags.find((tag) => (snapshot.hasTag as (t: string) => boolean)(tag)) ?? fallback;
}

/**
 * Sends a form event and says whether the machine took it (it, or the child it handed the press to, reached `tag`):
 * the click guard of SPEC.md §5 must not lock a button whose press the machine refused with validation errors.
 */
export function sendAccepted<E extends { type: string }>(actor: AnyActorRef, event: E, tag: string): boolean {
  actor.send(event);
  const snapshot = actor.getSnapshot() as Tagged & { children: Record<string, AnyActorRef | undefined> };
  return snapshot.hasTag(tag) || Object.values(snapshot.children).some((child) => (child?.getSnapshot() as Tagged | undefined)?.hasTag?.(tag));
}

type Tagged = { hasTag(tag: string): boolean };
