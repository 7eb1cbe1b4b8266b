import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ApplyingScreen } from '../../src/screens/onboarding/applying-screen';
import { inEnglish } from '../support/locale';

const meta = {
  title: 'Onboarding/ApplyingScreen',
  component: ApplyingScreen,
  args: { onBackToLogin: fn(), onLocaleChange: fn() },
} satisfies Meta<typeof ApplyingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UnderReview: Story = {
  parameters: { flowState: [{ machine: 'login', state: 'applying' }, { machine: 'post-login', state: 'applying' }, { machine: 'session', state: 'signedOut.applying' }] },
};
export const WithApplications: Story = {
  parameters: { flowState: [{ machine: 'login', state: 'applying' }, { machine: 'post-login', state: 'applying' }] },
  args: { applications: [{ applyId: 'A-1024', identityType: 1, createdAt: '2024-03-05' }] },
};

export const UnderReviewEn = inEnglish(UnderReview);
export const WithApplicationsEn = inEnglish(WithApplications);
