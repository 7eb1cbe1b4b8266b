/** The indicators page (/indicatorPath, src/flows/assets.ts) in each of its states. Not a route itself. */
import { useState } from 'react';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { saveIndicatorSelection } from '../../flows/assets';
import { currentLocale } from '../../i18n';
import { IndicatorScreen, type IndicatorScreenProps } from '../../screens/client/assets/indicator-screen';

export function IndicatorsPage(props: Partial<IndicatorScreenProps> & Pick<IndicatorScreenProps, 'status'>) {
  const navigate = useNavigate({ from: '/indicatorPath' });
  const router = useRouter();
  const [saving, setSaving] = useState(false);
  const save = async (codes: string[]) => {
    setSaving(true);
    try {
      await saveIndicatorSelection(codes);
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
