import { createFileRoute } from '@tanstack/react-router';
import { BrochureScreen } from '../../screens/public/simple-screens';
import { BROCHURES } from '../../content/brochures';

export const Route = createFileRoute('/_public/brochure_company')({ component: () => <BrochureScreen brochure={BROCHURES['company']} /> });
