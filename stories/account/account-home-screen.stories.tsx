import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { IDENTITY_TYPE, type Locale } from '../../src/constants';
import { AccountHomeScreen, type MenuColumnItem } from '../../src/screens/account/account-home-screen';
import { inEnglish, storyLocale } from '../support/locale';

// Column titles come from the server in the user's language (getInfo follows languageType).
const column = (columnId: number, content: string, zh: string, en: string) => ({ columnId, content, zh, en });
const COLUMNS = {
  individual: [
    column(1, '/myAssets', '我的资产', 'My assets'),
    column(2, '/investment', '投资视角', 'Investment perspective'),
    column(3, '/companyNews', '公司动态', 'Company news'),
    column(4, '/activityList', '活动', 'Activities'),
  ],
  institution: [
    column(1, '/myAssets', '我的资产', 'My assets'),
    column(5, '/presentationPath', '产品报告', 'Product reports'),
    column(3, '/companyNews', '公司动态', 'Company news'),
  ],
  partner: [
    column(6, '/prodListPath', '产品列表', 'Product list'),
    column(7, '/indicatorPath', '业绩指标', 'Performance indicators'),
    column(8, '/estimatePath', '预估净值', 'Estimated net worth'),
    column(5, '/presentationPath', '产品报告', 'Product reports'),
  ],
};
type Persona = keyof typeof COLUMNS;

function columnsFor(persona: Persona, locale: Locale): MenuColumnItem[] {
  return COLUMNS[persona].map(({ columnId, content, zh, en }) => ({
    columnId,
    content,
    title: locale === 'en' ? en : zh,
  }));
}

const meta = {
  title: 'Account/AccountHomeScreen',
  component: AccountHomeScreen,
  args: {
    userName: '李明',
    identityType: IDENTITY_TYPE.individual,
    columns: [],
    locale: 'zh-CN',
    onLocaleChange: fn(),
    onLogout: fn(),
  },
  render: (args, { globals }) => {
    const locale = storyLocale(globals);
    const persona: Persona =
      args.identityType === 3 ? 'partner' : args.identityType === 2 ? 'institution' : 'individual';
    return <AccountHomeScreen {...args} locale={locale} columns={columnsFor(persona, locale)} />;
  },
} satisfies Meta<typeof AccountHomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Individual: Story = { args: { activePath: '/myAssets' } };
export const Institution: Story = { args: { userName: '张晓岚', identityType: IDENTITY_TYPE.institution } };
export const Partner: Story = {
  args: { userName: 'Chen Yu', identityType: IDENTITY_TYPE.partner, activePath: '/prodListPath' },
};
export const LoggingOut: Story = { args: { loggingOut: true } };

export const IndividualEn = inEnglish(Individual);
export const InstitutionEn = inEnglish(Institution);
export const PartnerEn = inEnglish(Partner);
export const LoggingOutEn = inEnglish(LoggingOut);
