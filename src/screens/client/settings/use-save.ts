import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { NETWORK_ERROR_TOAST_MS } from '../../../constants';
import { notifyError, notifySuccess } from '../../../components/toaster';
import type { SaveResult } from '../../../domain/settings';

/**
 * A save in flight. Its outcome is a toast (SPEC.md §8): "saved", or the refusal's message (the network error for
 * NETWORK_ERROR_TOAST_MS); what the user typed stays in the form either way.
 */
export function useSave() {
  const { t } = useLingui();
  const [saving, setSaving] = useState(false);
  const run = async (call: () => Promise<SaveResult>): Promise<boolean> => {
    setSaving(true);
    const result = await call();
    setSaving(false);
    if (result.ok) notifySuccess(t`已保存`);
    else notifyError(result.message, result.unreachable ? NETWORK_ERROR_TOAST_MS : undefined);
    return result.ok;
  };
  return { saving, run };
}
