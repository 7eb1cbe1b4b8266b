import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { PasskeysSection, type PasskeysProps, type PasskeysView } from '../../src/screens/client/settings/passkeys-section';
import { preloadLocales, renderUi } from './render-ui';

beforeAll(preloadLocales);

const phone = { id: 1, name: 'iPhone 16', createdAt: '2026-11-20T13:40:00Z', lastUsedAt: null };

function props(view: PasskeysView, over: Partial<PasskeysProps> = {}): PasskeysProps {
  return {
    view,
    passkeys: [phone],
    locale: 'en',
    supported: true,
    pending: false,
    error: null,
    added: null,
    onAdd: vi.fn(),
    onAddConfirm: vi.fn(),
    onRemove: vi.fn(),
    onRemoveConfirm: vi.fn(),
    onCancel: vi.fn(),
    onCodesSaved: vi.fn(),
    ...over,
  };
}

describe('PasskeysSection', () => {
  it('the first passkey shows the recovery codes once, says what they stand in for, and "saved" leaves them', async () => {
    const p = props({ kind: 'codes', codes: ['K7Q2M-XP4WN', 'D9R3T-LM8ZC'] }, { added: 'iPhone 16' });
    await renderUi(<PasskeysSection {...p} />, 'en');
    expect(screen.getByRole('list', { name: 'Recovery code' })).toHaveTextContent('K7Q2M-XP4WND9R3T-LM8ZC');
    expect(screen.getByText(/device that holds your passkey is lost/)).toBeInTheDocument();
    // While the codes are shown, nothing else is started.
    expect(screen.queryByRole('button', { name: 'Add a passkey' })).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Passkeys' })).toHaveTextContent('iPhone 16');
    fireEvent.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(p.onCodesSaved).toHaveBeenCalledTimes(1);
  });

  it('a dismissed prompt keeps the name step with the reason', async () => {
    const p = props({ kind: 'naming' }, { error: 'Not added: the browser’s check was cancelled or timed out.' });
    await renderUi(<PasskeysSection {...p} />, 'en');
    expect(screen.getByRole('alert')).toHaveTextContent('Not added');
    expect(screen.getByRole('textbox', { name: /Passkey name/ })).toBeInTheDocument();
  });
});
