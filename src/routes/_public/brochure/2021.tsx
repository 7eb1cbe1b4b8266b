import { createFileRoute } from '@tanstack/react-router';
import { BrochureScreen } from '../../../screens/public/simple-screens';
import { BROCHURES } from '../../../content/brochures';

export const Route = createFileRoute('/_public/brochure/2021')({ component: () => <BrochureScreen brochure={BROCHURES['2021']} /> });
