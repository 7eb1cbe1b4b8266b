/** The estimates page (/estimatePath, src/flows/assets.ts) in each of its states. Not a route itself. */
import { useNavigate, useSearch } from '@tanstack/react-router';
import { currentLocale } from '../../i18n';
import { EstimateScreen, type EstimateScreenProps } from '../../screens/client/assets/estimate-screen';
import { useReload } from '../-page-states';

export function EstimatePage(props: Partial<EstimateScreenProps> & Pick<EstimateScreenProps, 'status'>) {
  const search = useSearch({ from: '/_client/estimatePath' });
  const navigate = useNavigate({ from: '/estimatePath' });
  const reload = useReload();
  return (
    <EstimateScreen
      list={[]}
      detail={null}
      chart={[]}
      locale={currentLocale()}
      onSelect={(fundCode) => void navigate({ search: { fundCode } })}
      onHistoryPage={(page) => void navigate({ search: { ...search, fundCode: props.detail?.fundCode ?? search.fundCode, page } })}
      onRetry={reload}
      {...props}
    />
  );
}
