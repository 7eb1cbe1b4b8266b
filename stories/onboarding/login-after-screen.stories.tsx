import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLingui } from '@lingui/react';
import { fn } from 'storybook/test';
import { ERROR_MESSAGES } from '../../src/i18n/messages';
import { LoginAfterScreen, type LoginAfterScreenProps } from '../../src/screens/onboarding/login-after-screen';
import { inEnglish } from '../support/locale';

/** The error is shown in the active language, as the app would pass it. */
function Harness({ withError, ...props }: Omit<LoginAfterScreenProps, 'error'> & { withError?: boolean }) {
  const { i18n } = useLingui();
  return <LoginAfterScreen {...props} error={withError ? i18n._(ERROR_MESSAGES.systemFailed) : null} />;
}

const meta = {
  title: 'Onboarding/LoginAfterScreen',
  component: Harness,
  args: {
    relations: [
      { relationType: 0, identityType: 1, name: '泓岸价值精选一期' },
      { relationType: 1, identityType: 1, name: 'Harbourline Asia Fund' },
      { relationType: 2, identityType: 2, name: '青屿投资管理有限公司' },
      { relationType: 3, identityType: 3, name: '海汇财富' },
    ],
    status: 'choosing',
    onChoose: fn(),
    onBackToLogin: fn(),
    onLocaleChange: fn(),
  },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Choosing: Story = { parameters: { flowState: [{ machine: 'login', state: 'choosingRelation' }, { machine: 'post-login', state: 'loginAfter' }] } };
export const Pending: Story = { parameters: { flowState: [{ machine: 'login', state: 'loadingInfo' }, { machine: 'post-login', state: 'selecting' }] }, args: { status: 'pending', chosen: 2 } };
export const Failed: Story = { parameters: { flowState: [{ machine: 'login', state: 'choosingRelation' }, { machine: 'post-login', state: 'loginAfter' }] }, args: { withError: true } };

export const ChoosingEn = inEnglish(Choosing);
export const PendingEn = inEnglish(Pending);
export const FailedEn = inEnglish(Failed);
