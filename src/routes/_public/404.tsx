import { createFileRoute } from '@tanstack/react-router';
import { NotFoundScreen } from '../../screens/shared/not-found-screen';

// /404 and every unknown path, inside the public layout: the site's header and footer lead the visitor on.
export const Route = createFileRoute('/_public/404')({ component: NotFoundScreen });
