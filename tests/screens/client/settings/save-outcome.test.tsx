/**
 * A save in Settings ends in a toast (SPEC.md §8): "saved", or the refusal's message (the network error for
 * NETWORK_ERROR_TOAST_MS); what the user typed stays in the field either way.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ProfileSection } from '../../../../src/screens/client/settings/profile-section';
import type { SaveResult, SettingsData } from '../../../../src/domain/settings';
import { preloadLocales, renderUi } from '../../render-ui';

beforeAll(preloadLocales);

const DATA: SettingsData = {
  userName: 'Lin Jiayan', account: 'inv***@demo.test', email: 'inv***@demo.test', mobile: '138****0001', fontSize: 14,
  notifications: { sms: true, email: true, wechat: false }, allowMultipleDevices: true, devices: [], wechatAccounts: [],
  relationshipManager: null, partnerName: null, institution: null, pendingChanges: [], currentIdType: 1, switchableIdTypes: [],
  qualified: null,
};

async function saveName(result: SaveResult) {
  const onSaveName = vi.fn(async () => result);
  await renderUi(<ProfileSection data={DATA} locale="en" onSaveName={onSaveName} onChangeContact={vi.fn()} />, 'en');
  const field = screen.getByRole('textbox', { name: 'Full name' });
  fireEvent.change(field, { target: { value: 'Lin Jia Yan' } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
  expect(onSaveName).toHaveBeenCalledWith('Lin Jia Yan');
  return field;
}

describe('a save in Settings', () => {
  it('that is refused shows the message as an error toast and keeps what was typed', async () => {
    const field = await saveName({ ok: false, message: 'The name cannot be changed right now' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The name cannot be changed right now');
    expect(field).toHaveValue('Lin Jia Yan');
  });

  it('that never reached the server shows the network message, and the name stays typed', async () => {
    const field = await saveName({ ok: false, message: 'Network error, please try again', unreachable: true });
    expect(await screen.findByRole('alert')).toHaveTextContent('Network error, please try again');
    expect(field).toHaveValue('Lin Jia Yan');
  });

  it('that succeeds says so', async () => {
    await saveName({ ok: true });
    expect(await screen.findByRole('status')).toHaveTextContent('Saved');
  });
});
