import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DISCLAIMER_STORAGE_KEY, createDisclaimerActor, disclaimerStore } from '../../../src/flows/public-gate';
import { DISCLAIMER_COOKIE } from '../../../src/constants';
import { memoryStorage } from '../../../stories/public/support';

const settled = (actor: ReturnType<typeof createDisclaimerActor>) =>
  waitFor(() => expect(actor.getSnapshot().hasTag('checking')).toBe(false));

const acceptedCookie = () => document.cookie.split(';').some((c) => c.trim() === `${DISCLAIMER_COOKIE.name}=${DISCLAIMER_COOKIE.value}`);
afterEach(() => {
  document.cookie = `${DISCLAIMER_COOKIE.name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
});

describe('public gate wiring', () => {
  it('shows the gate to a new visitor; confirm is remembered in localStorage', async () => {
    const storage = memoryStorage();
    const actor = createDisclaimerActor(disclaimerStore(() => storage));
    await settled(actor);
    expect(actor.getSnapshot().hasTag('gate')).toBe(true);
    actor.send({ type: 'disclaimer.confirm' });
    expect(actor.getSnapshot().hasTag('accepted')).toBe(true);
    expect(storage.getItem(DISCLAIMER_STORAGE_KEY)).toBe('accepted');
    // Mirrored in a cookie: the server stops sending the disclaimer's pre-rendered copy (server/static.ts).
    expect(acceptedCookie()).toBe(true);
    const again = createDisclaimerActor(disclaimerStore(() => storage));
    await waitFor(() => expect(again.getSnapshot().hasTag('accepted')).toBe(true));
  });

  it('decline refuses and stores nothing; reconsider shows the gate again', async () => {
    const storage = memoryStorage();
    const actor = createDisclaimerActor(disclaimerStore(() => storage));
    await settled(actor);
    actor.send({ type: 'disclaimer.decline' });
    expect(actor.getSnapshot().hasTag('refused')).toBe(true);
    expect(storage.getItem(DISCLAIMER_STORAGE_KEY)).toBeNull();
    expect(acceptedCookie()).toBe(false);
    actor.send({ type: 'disclaimer.reconsider' });
    expect(actor.getSnapshot().hasTag('gate')).toBe(true);
  });

  it('a visitor who accepted before the cookie existed gets it on the next visit', async () => {
    const storage = memoryStorage();
    storage.setItem(DISCLAIMER_STORAGE_KEY, 'accepted');
    expect(acceptedCookie()).toBe(false);
    const actor = createDisclaimerActor(disclaimerStore(() => storage));
    await waitFor(() => expect(actor.getSnapshot().hasTag('accepted')).toBe(true));
    expect(acceptedCookie()).toBe(true);
  });
});
