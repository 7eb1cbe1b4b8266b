/** The product reports page (/presentationPath, src/flows/assets.ts) in each of its states. Not a route itself. */
import { useNavigate, useSearch } from '@tanstack/react-router';
import { REPORTS_PER_PAGE, reportFile, reportLink } from '../../flows/assets';
import { currentLocale } from '../../i18n';
import { PresentationScreen, type PresentationScreenProps } from '../../screens/client/assets/presentation-screen';
import { usePdfFiles } from '../../screens/client/assets/use-pdf-files';
import { useReload } from '../-page-states';

export function PresentationPage(props: Partial<PresentationScreenProps> & Pick<PresentationScreenProps, 'status'>) {
  const search = useSearch({ from: '/_client/presentationPath' });
  const navigate = useNavigate({ from: '/presentationPath' });
  const reload = useReload();
  const files = usePdfFiles(reportFile, reportLink);
  return (
    <PresentationScreen
      types={[]}
      type={search.type ?? ''}
      reports={{ list: [], total: 0, page: 1, limit: REPORTS_PER_PAGE }}
      locale={currentLocale()}
      onTypeChange={(type) => void navigate({ search: { type: type || undefined } })}
      onPage={(page) => void navigate({ search: { ...search, page } })}
      onPreview={files.onPreview}
      onDownload={files.onDownload}
      preview={files.preview}
      busyId={files.busyId}
      onClosePreview={files.onClosePreview}
      onRetry={reload}
      {...props}
    />
  );
}
