import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLingui } from '@lingui/react';
import { expect, waitFor } from 'storybook/test';
import { HomeScreen } from '../../src/screens/public/home-screen';
import { HomeSections } from '../../src/screens/public/home-sections';
import { inEnglish } from '../support/locale';
import { InLayout } from './support';

/** The home page as a visitor gets it (sections after the first paint), or with its sections at once. */
function Home({ sections }: { sections: 'deferred' | 'immediate' }) {
  const { i18n } = useLingui();
  const locale = i18n.locale === 'en' ? 'en' : 'zh-CN';
  return (
    <InLayout locale={locale} path="/">
      <HomeScreen locale={locale} sections={sections === 'immediate' ? <HomeSections locale={locale} /> : undefined} />
    </InLayout>
  );
}

const meta = { title: 'Public/HomeScreen', component: Home, args: { sections: 'deferred' } } satisfies Meta<typeof Home>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Waits for the sections the page requests after its first paint: the story shows (and checks) the whole page. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('#responsibility')).not.toBeNull(), { timeout: 10_000 });
  },
};
export const SectionsAtOnce: Story = { args: { sections: 'immediate' } };

export const DefaultEn = inEnglish(Default);
export const SectionsAtOnceEn = inEnglish(SectionsAtOnce);
