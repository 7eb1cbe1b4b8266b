import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from '@chakra-ui/react';
import { fn } from 'storybook/test';
import { IDENTITY_TYPE } from '../../../src/constants';
import { ClientLayoutScreen } from '../../../src/screens/client/layout/client-layout-screen';
import { inEnglish } from '../../support/locale';

// getInfo's cmsColumnList of the demo personas (titles come from the server; the menu uses the spec's labels).
const col = (columnId: number, content: string) => ({ columnId, content, title: content });
const INVESTOR = ['/myAccount', '/myAssets', '/portfolioPath', '/indicatorPath', '/estimatePath', '/presentationPath', '/enterSpring', '/investment', '/companyNews', '/activityList', '/qaSession', '/settingPath'].map((p, i) => col(101 + i, p));
const PARTNER = INVESTOR.map((c) => (c.content === '/myAssets' ? { ...c, content: '/prodListPath', title: '/prodListPath' } : c));

const meta = {
  title: 'Client/Layout/ClientLayoutScreen',
  component: ClientLayoutScreen,
  args: {
    userName: 'Lin Jiayan',
    identityType: IDENTITY_TYPE.individual,
    columns: INVESTOR,
    activePath: '/myAssets',
    locale: 'zh-CN',
    unreadCount: 0,
    announcements: [],
    onLocaleChange: fn(),
    onDismissAnnouncement: fn(),
    onSearch: fn(),
    onSettings: fn(),
    onLogout: fn(),
    amountsHidden: false,
    onToggleAmounts: fn(),
    children: <Text>Page content</Text>,
  },
} satisfies Meta<typeof ClientLayoutScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Investor: Story = { parameters: { flowState: [{ machine: 'login', state: 'signedIn' }, { machine: 'post-login', state: 'account' }, { machine: 'session', state: 'authenticated.activity.watching' }] } };
export const WithUnreadAndAnnouncement: Story = {
  args: {
    unreadCount: 3,
    announcements: [
      { id: 'N1', title: 'Client service hours during the Spring Festival', content: '<p>Our hotline answers 9:00-17:00.</p>', publishDate: '2025-01-20' },
    ],
  },
};
/** Several announcements fold into one line with their count (the reader unfolds them). */
export const SeveralAnnouncements: Story = {
  args: {
    announcements: [
      { id: 'N1', title: 'System upgrade on Saturday night', content: '<p>Services pause 22:00-02:00.</p>', publishDate: '2026-10-26' },
      { id: 'N2', title: 'Quarterly reports published', content: '<p>Find them under Product reports.</p>', publishDate: '2026-10-20' },
      { id: 'N3', title: 'Beware of impostors', content: '<p>We never ask for passwords.</p>', publishDate: '2026-06-01' },
    ],
  },
};
export const Partner: Story = { parameters: { flowState: [{ machine: 'login', state: 'signedIn' }, { machine: 'post-login', state: 'account' }, { machine: 'session', state: 'authenticated.activity.watching' }] }, args: { identityType: IDENTITY_TYPE.partner, columns: PARTNER, activePath: '/prodListPath' } };
export const FewColumns: Story = { args: { columns: [col(1, '/companyNews'), col(2, '/activityList')], activePath: '/companyNews' } };
export const LoggingOut: Story = { parameters: { flowState: { machine: 'session', state: 'loggingOut' } }, args: { loggingOut: true } };
/** The investor has hidden their amounts: the eye in the header is struck through and pressed. */
export const AmountsHidden: Story = { args: { amountsHidden: true } };

export const InvestorEn = inEnglish({ ...Investor, args: { locale: 'en' } });
export const WithUnreadAndAnnouncementEn = inEnglish({ ...WithUnreadAndAnnouncement, args: { ...WithUnreadAndAnnouncement.args, locale: 'en' } });
export const SeveralAnnouncementsEn = inEnglish({ ...SeveralAnnouncements, args: { ...SeveralAnnouncements.args, locale: 'en' } });
export const PartnerEn = inEnglish({ ...Partner, args: { ...Partner.args, locale: 'en' } });
export const FewColumnsEn = inEnglish({ ...FewColumns, args: { ...FewColumns.args, locale: 'en' } });
export const LoggingOutEn = inEnglish({ ...LoggingOut, args: { ...LoggingOut.args, locale: 'en' } });
export const AmountsHiddenEn = inEnglish({ ...AmountsHidden, args: { ...AmountsHidden.args, locale: 'en' } });
