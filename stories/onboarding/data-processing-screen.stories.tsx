import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLingui } from '@lingui/react';
import { fn } from 'storybook/test';
import { ERROR_MESSAGES } from '../../src/i18n/messages';
import {
  DataProcessingScreen,
  type DataProcessingScreenProps,
} from '../../src/screens/onboarding/data-processing-screen';
import { inEnglish } from '../support/locale';

function Harness({ withError, ...props }: Omit<DataProcessingScreenProps, 'error'> & { withError?: boolean }) {
  const { i18n } = useLingui();
  return <DataProcessingScreen {...props} error={withError ? i18n._(ERROR_MESSAGES.systemFailed) : null} />;
}

const meta = {
  title: 'Onboarding/DataProcessingScreen',
  component: Harness,
  args: { status: 'reading', onAccept: fn(), onDecline: fn(), onLocaleChange: fn() },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Reading: Story = { parameters: { flowState: [{ machine: 'login', state: 'dataProcessing' }, { machine: 'session', state: 'signedOut.dataProcessing.reading' }] } };
// Accepted: the page waits while the server answers and the post-login check (and its info load) runs.
export const Submitting: Story = {
  parameters: {
    flowState: [
      { machine: 'login', state: 'dataProcessing' },
      { machine: 'session', state: 'signedOut.dataProcessing.accepting' },
      { machine: 'session', state: 'signedOut.dataProcessing.checking' },
      { machine: 'session', state: 'signedOut.dataProcessing.opening' },
    ],
  },
  args: { status: 'submitting' },
};
export const Failed: Story = { parameters: { flowState: { machine: 'login', state: 'dataProcessing' } }, args: { withError: true } };

export const ReadingEn = inEnglish(Reading);
export const SubmittingEn = inEnglish(Submitting);
export const FailedEn = inEnglish(Failed);
