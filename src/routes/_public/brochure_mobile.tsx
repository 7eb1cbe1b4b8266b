import { createFileRoute } from '@tanstack/react-router';
import { BrochureScreen } from '../../screens/public/simple-screens';
import { BROCHURES } from '../../content/brochures';
import { usePublicLocale } from '../../flows/public-gate';

// The mobile-only brochure: the company brochure in the reader's language, one narrow column.
export const Route = createFileRoute('/_public/brochure_mobile')({ component: Page });

function Page() {
  const locale = usePublicLocale();
  return <BrochureScreen brochure={locale === 'en' ? BROCHURES.company_en : BROCHURES.company} mobileOnly />;
}
