import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DISCLAIMER_STORAGE_KEY, createDisclaimerActor, disclaimerStore } from '../../../src/app/public-gate';
import { memoryStorage } from '../../../stories/public/support';

const settled = (actor: ReturnType<typeof createDisclaimerActor>) =>
  waitFor(() => expect(actor.getSnapshot().hasTag('checking')).toBe(false));

describe('public gate wiring', () => {
  it('shows the gate to a new visitor; confirm is remembered in localStorage', async () => {
    const storage = memoryStorage();
    const actor = createDisclaimerActor(disclaimerStore(() => storage));
    await settled(actor);
    expect(actor.getSnapshot().hasTag('gate')).toBe(true);
    actor.send({ type: 'disclaimer.confirm' });
    expect(actor.getSnapshot().hasTag('accepted')).toBe(true);
    expect(storage.getItem(DISCLAIMER_STORAGE_KEY)).toBe('accepted');
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
    actor.send({ type: 'disclaimer.reconsider' });
    expect(actor.getSnapshot().hasTag('gate')).toBe(true);
  });
});
