import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { ComponentProps } from 'react';
import type { FlowFailure } from '../../machines/failure';
import { PartnerExpiryScreen } from '../../src/screens/onboarding/partner-expiry-screen';
import { Worded } from '../support/failure';
import { inEnglish } from '../support/locale';

/** `failure`: the machine's, worded as the route words it. */
type Args = ComponentProps<typeof PartnerExpiryScreen> & { failure?: FlowFailure };

const meta = {
  title: 'Onboarding/PartnerExpiryScreen',
  component: PartnerExpiryScreen,
  render: ({ failure, ...args }: Args) => <Worded failure={failure}>{(error) => <PartnerExpiryScreen {...args} error={error} />}</Worded>,
  args: {
    state: 'request',
    onSend: fn(),
    onResend: fn(),
    onConfirmOverwrite: fn(),
    onDeclineOverwrite: fn(),
    onRequestAgain: fn(),
    onBackToLogin: fn(),
    onLocaleChange: fn(),
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Request: Story = {
  parameters: { flowState: [{ machine: 'partner-expiry', state: 'request' }, { machine: 'login', state: 'partnerExpired' }, { machine: 'session', state: 'signedOut.partnerExpiry' }] },
};
export const Sending: Story = { parameters: { flowState: { machine: 'partner-expiry', state: 'sending' } }, args: { state: 'sending' } };
export const SendFailed: Story = { parameters: { flowState: { machine: 'partner-expiry', state: 'request' } }, args: { failure: { reason: 'network' } } };
export const Sent: Story = { parameters: { flowState: { machine: 'partner-expiry', state: 'sent' } }, args: { state: 'sent' } };
export const SentToMaskedEmail: Story = { parameters: { flowState: { machine: 'partner-expiry', state: 'sent' } }, args: { state: 'sent', maskedEmail: 'c***@haihui-wealth.test' } };
export const Validating: Story = { parameters: { flowState: { machine: 'partner-expiry', state: 'validating' } }, args: { state: 'validating' } };
export const Validated: Story = { parameters: { flowState: { machine: 'partner-expiry', state: 'validated' } }, args: { state: 'validated' } };
export const ValidatedOverwritten: Story = { args: { state: 'validated', overwritten: true } };
export const ValidatedKeptMobile: Story = { parameters: { flowState: { machine: 'partner-expiry', state: 'validated' } }, args: { state: 'validated', overwritten: false } };
export const ValidationFailed: Story = { parameters: { flowState: { machine: 'partner-expiry', state: 'validationFailed' } }, args: { state: 'validationFailed', validationFailure: 'invalid' } };
export const LinkExpired: Story = { parameters: { flowState: { machine: 'partner-expiry', state: 'validationFailed' } }, args: { state: 'validationFailed', validationFailure: 'expired' } };
export const AskOverwrite: Story = { parameters: { flowState: [{ machine: 'partner-expiry', state: 'askOverwrite' }, { machine: 'binding', state: 'askOverwrite' }] }, args: { state: 'askOverwrite', proposedMobile: '138****0003' } };
export const Overwriting: Story = { parameters: { flowState: [{ machine: 'partner-expiry', state: 'overwriting' }, { machine: 'binding', state: 'overwriting' }] }, args: { state: 'overwriting', proposedMobile: '138****0003' } };
export const OverwriteFailed: Story = {
  parameters: { flowState: [{ machine: 'partner-expiry', state: 'askOverwrite' }, { machine: 'binding', state: 'askOverwrite' }] },
  args: { state: 'askOverwrite', proposedMobile: '138****0003', failure: { reason: 'rejected' } },
};

export const RequestEn = inEnglish(Request);
export const SendingEn = inEnglish(Sending);
export const SendFailedEn = inEnglish(SendFailed);
export const SentEn = inEnglish(Sent);
export const SentToMaskedEmailEn = inEnglish(SentToMaskedEmail);
export const ValidatingEn = inEnglish(Validating);
export const ValidatedEn = inEnglish(Validated);
export const ValidatedOverwrittenEn = inEnglish(ValidatedOverwritten);
export const ValidatedKeptMobileEn = inEnglish(ValidatedKeptMobile);
export const ValidationFailedEn = inEnglish(ValidationFailed);
export const LinkExpiredEn = inEnglish(LinkExpired);
export const AskOverwriteEn = inEnglish(AskOverwrite);
export const OverwritingEn = inEnglish(Overwriting);
export const OverwriteFailedEn = inEnglish(OverwriteFailed);
