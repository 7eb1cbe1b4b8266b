import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { notifySuccess } from '../../../components/toaster';
import type { SaveResult } from './types';

/** A save in flight and its refusal message; success says so in a toast. */
export function useSave() {
  const { t } = useLingui();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (call: () => Promise<SaveResult>): Promise<boolean> => {
    setSaving(true);
    setError(null);
    const result = await call();
    setSaving(false);
    if (result.ok) notifySuccess(t`已保存`);
    else setError(result.message);
    return result.ok;
  };
  return { saving, error, run };
}
