/** A flow's failure worded in the story's language, as the routes word it (src/flows/failure.ts). */
import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import type { FlowFailure } from '../../machines/failure';
import { failureText } from '../../src/flows/failure';

export function Worded({ failure, children }: { failure?: FlowFailure | null; children: (error: string | null) => ReactNode }) {
  const { i18n } = useLingui();
  return <>{children(failureText(failure ?? null, i18n))}</>;
}
