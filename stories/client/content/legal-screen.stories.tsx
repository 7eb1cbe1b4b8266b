import type { Meta, StoryObj } from '@storybook/react-vite';
import { LegalScreen } from '../../../src/screens/client/content/legal-screen';
import { inEnglish } from '../../support/locale';

const meta = {
  title: 'Client/Content/LegalScreen',
  component: LegalScreen,
  args: { kind: 'terms' },
} satisfies Meta<typeof LegalScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const UserTerms: Story = {};
export const Privacy: Story = { args: { kind: 'privacy' } };
export const UserTermsEn = inEnglish(UserTerms);
export const PrivacyEn = inEnglish(Privacy);
