/** Settings' account section: the investor-type switch keeps its buttons named while the info reloads. */
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { AccountSection } from '../../../../src/screens/client/settings/account-section';
import { preloadLocales, renderUi } from '../../render-ui';

beforeAll(preloadLocales);

const props = { currentIdType: 1 as const, switchableIdTypes: [1, 2] as (1 | 2)[], onSwitchIdType: vi.fn(), onDeregister: vi.fn() };

describe('the investor-type switch', () => {
  it('names its button by the type it switches to', async () => {
    await renderUi(<AccountSection {...props} switching={false} />, 'en');
    expect(screen.getByRole('button', { name: /^Switch to / })).toBeEnabled();
  });

  it('while the info reloads, its button says so instead of going unnamed behind the spinner', async () => {
    await renderUi(<AccountSection {...props} switching />, 'en');
    expect(screen.getByRole('button', { name: 'Switching…' })).toBeDisabled();
  });
});
