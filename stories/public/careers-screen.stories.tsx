import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLingui } from '@lingui/react';
import { CareersScreen } from '../../src/screens/public/careers-screen';
import { CAREERS } from '../../src/content/careers';
import { pick } from '../../src/content/types';
import { inEnglish } from '../support/locale';
import { InLayout } from './support';

function Careers() {
  const { i18n } = useLingui();
  const locale = i18n.locale === 'en' ? 'en' : 'zh-CN';
  return (
    <InLayout locale={locale} path="/careers">
      <CareersScreen content={pick(CAREERS, locale)} locale={locale} />
    </InLayout>
  );
}

const meta = { title: 'Public/CareersScreen', component: Careers } satisfies Meta<typeof Careers>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const DefaultEn = inEnglish(Default);
