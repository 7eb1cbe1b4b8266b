import type { Meta, StoryObj } from '@storybook/react-vite';
import { LegalScreen } from '../../../src/screens/client/content/legal-screen';
import { inEnglish } from '../../support/locale';

const meta = {
  title: 'Client/Content/LegalScreen',
  component: LegalScreen,
  args: { kind: 'terms', locale: 'zh-CN' },
} satisfies Meta<typeof LegalScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const UserTerms: Story = {};
export const Privacy: Story = { args: { kind: 'privacy' } };
export const UserTermsEn: Story = { ...inEnglish(UserTerms), args: { kind: 'terms', locale: 'en' } };
export const PrivacyEn: Story = { ...inEnglish(Privacy), args: { kind: 'privacy', locale: 'en' } };
