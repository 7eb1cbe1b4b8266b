import { useState } from 'react';
import { createFileRoute, useNavigate, useRouter } from '@tanstack/react-router';
import { IndicatorScreen, type IndicatorScreenProps } from '../../screens/client/assets/indicator-screen';
import { addListUserIndicatorSetting, listFundInfo, listIndicatorLineChart, listIndustryIndicator, listSettingIndicator } from '../../actors/assets';
import { currentLocale } from '../../i18n';

// /indicatorPath?fundCode=…: the user's saved indicator choice drawn for the chosen fund, plus its sectors.
export const Route = createFileRoute('/_client/indicatorPath')({
  validateSearch: (s: Record<string, unknown>): { fundCode?: string } => (typeof s.fundCode === 'string' && s.fundCode ? { fundCode: s.fundCode } : {}),
  loaderDeps: ({ search }) => search,
  loader: async ({ deps }) => {
    const [funds, settings] = await Promise.all([listFundInfo(), listSettingIndicator()]);
    const fundCode = deps.fundCode ?? funds[0]?.fundCode ?? '';
    const indicatorCodes = settings.filter((s) => s.selected).sort((a, b) => a.order - b.order).map((s) => s.indicatorCode);
    const [series, sectors] = fundCode
      ? await Promise.all([listIndicatorLineChart({ fundCode, indicatorCodes }), listIndustryIndicator(fundCode)])
      : [[], []];
    return { funds, fundCode, settings, series, sectors };
  },
  pendingComponent: () => <Screen status={{ kind: 'loading' }} />,
  errorComponent: ({ error }) => <Screen status={{ kind: 'error', message: (error as Error).message }} />,
  component: Ready,
});

function Screen(props: Partial<IndicatorScreenProps> & Pick<IndicatorScreenProps, 'status'>) {
  const navigate = useNavigate({ from: '/indicatorPath' });
  const router = useRouter();
  const [saving, setSaving] = useState(false);
  const save = async (codes: string[]) => {
    setSaving(true);
    try {
      await addListUserIndicatorSetting(codes);
      await router.invalidate();
    } catch {
      // Toasted by the API layer; the choice on screen stays for another try.
    } finally {
      setSaving(false);
    }
  };
  return (
    <IndicatorScreen
      funds={[]}
      fundCode=""
      settings={[]}
      series={[]}
      sectors={[]}
      locale={currentLocale()}
      saving={saving}
      onFundChange={(fundCode) => void navigate({ search: { fundCode } })}
      onSaveSelection={(codes) => void save(codes)}
      onRetry={() => void router.invalidate()}
      {...props}
    />
  );
}

function Ready() {
  return <Screen {...Route.useLoaderData()} status={{ kind: 'ready' }} />;
}
