import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLingui } from '@lingui/react';
import { expect, waitFor } from 'storybook/test';
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

/** Waits for the first location's postings, which the job board loads after the page's first paint. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-postings]')).not.toBeNull(), { timeout: 10_000 });
  },
};
export const DefaultEn = inEnglish(Default);
