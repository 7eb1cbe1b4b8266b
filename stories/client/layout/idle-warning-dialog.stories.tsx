import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { IdleWarningDialog } from '../../../src/screens/client/layout/idle-warning-dialog';
import { inEnglish } from '../../support/locale';

const meta = {
  title: 'Client/Layout/IdleWarningDialog',
  component: IdleWarningDialog,
  args: { open: true, secondsLeft: 60, onStay: fn(), onLogout: fn() },
} satisfies Meta<typeof IdleWarningDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Just opened: IDLE_WARNING_MS before the inactivity logout. */
export const Warning: Story = { parameters: { flowState: { machine: 'session', state: 'authenticated.activity.warning' } } };
/** The last second (singular in English). */
export const LastSecond: Story = { parameters: { flowState: { machine: 'session', state: 'authenticated.activity.warning' } }, args: { secondsLeft: 0.4 } };
/** "Log out" pressed: the logout call is under way. */
export const LoggingOut: Story = { parameters: { flowState: { machine: 'session', state: 'loggingOut' } }, args: { secondsLeft: 23, loggingOut: true } };

export const WarningEn = inEnglish(Warning);
export const LastSecondEn = inEnglish(LastSecond);
export const LoggingOutEn = inEnglish(LoggingOut);
