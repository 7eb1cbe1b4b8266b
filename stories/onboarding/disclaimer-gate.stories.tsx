import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DisclaimerGate } from '../../src/screens/onboarding/disclaimer-gate';
import { inEnglish } from '../support/locale';

const meta = {
  title: 'Onboarding/DisclaimerGate',
  component: DisclaimerGate,
  args: { state: 'gate', onConfirm: fn(), onDecline: fn(), onReconsider: fn() },
} satisfies Meta<typeof DisclaimerGate>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Checking: Story = { parameters: { flowState: { machine: 'disclaimer', state: 'checking' } }, args: { state: 'checking' } };
export const Gate: Story = { parameters: { flowState: { machine: 'disclaimer', state: 'shown' } } };
export const Refused: Story = { parameters: { flowState: { machine: 'disclaimer', state: 'refused' } }, args: { state: 'refused' } };

export const CheckingEn = inEnglish(Checking);
export const GateEn = inEnglish(Gate);
export const RefusedEn = inEnglish(Refused);
