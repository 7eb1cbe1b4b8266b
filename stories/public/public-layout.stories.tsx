import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLingui } from '@lingui/react';
import { fn } from 'storybook/test';
import { DisclaimerGate } from '../../src/screens/onboarding/disclaimer-gate';
import { HomeScreen } from '../../src/screens/public/home-screen';
import { ImportantNoteDialog, PublicNotices } from '../../src/screens/public/public-notices';
import { SESSION_FLAG_IMPORTANT_NOTE } from '../../src/constants';
import { inEnglish } from '../support/locale';
import { InLayout, memoryStorage } from './support';

type Props = { view: 'gate' | 'refused' | 'home' | 'notices' | 'notificationOnly' | 'noteDeclined' };

/** The public layout with what it shows: the disclaimer gate, the refusal, the home page, and the notices. */
function PublicSite({ view }: Props) {
  const { i18n } = useLingui();
  const locale = i18n.locale === 'en' ? 'en' : 'zh-CN';
  return (
    <InLayout locale={locale} path="/">
      {view === 'gate' || view === 'refused' ? (
        <DisclaimerGate state={view} onConfirm={fn()} onDecline={fn()} onReconsider={fn()} />
      ) : (
        <HomeScreen locale={locale} />
      )}
      {view === 'notices' && <PublicNotices locale={locale} storage={memoryStorage()} closeWindow={fn()} />}
      {view === 'noteDeclined' && <ImportantNoteDialog open declined locale={locale} onConfirm={fn()} onCancel={fn()} onReconsider={fn()} />}
      {view === 'notificationOnly' && (
        <PublicNotices locale={locale} storage={memoryStorage({ [SESSION_FLAG_IMPORTANT_NOTE]: '1' })} closeWindow={fn()} />
      )}
    </InLayout>
  );
}

const meta = { title: 'Public/Layout', component: PublicSite, args: { view: 'home' } } satisfies Meta<typeof PublicSite>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Gate: Story = { parameters: { flowState: { machine: 'disclaimer', state: 'shown' } }, args: { view: 'gate' } };
export const Refused: Story = { parameters: { flowState: { machine: 'disclaimer', state: 'refused' } }, args: { view: 'refused' } };
export const Home: Story = { parameters: { flowState: { machine: 'disclaimer', state: 'accepted' } } };
export const ImportantNote: Story = { parameters: { flowState: { machine: 'disclaimer', state: 'shown' } }, args: { view: 'notices' } };
export const ImportantNoteDeclined: Story = { parameters: { flowState: { machine: 'disclaimer', state: 'refused' } }, args: { view: 'noteDeclined' } };
/** The floating notification (Chinese only: in English nothing floats). */
export const FloatingNotification: Story = { args: { view: 'notificationOnly' } };

export const GateEn = inEnglish(Gate);
export const RefusedEn = inEnglish(Refused);
export const HomeEn = inEnglish(Home);
export const ImportantNoteEn = inEnglish(ImportantNote);
export const ImportantNoteDeclinedEn = inEnglish(ImportantNoteDeclined);
export const FloatingNotificationEn = inEnglish(FloatingNotification);
