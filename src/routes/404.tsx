import { createFileRoute } from '@tanstack/react-router';
import { NotFoundScreen } from '../screens/shared/not-found-screen';

export const Route = createFileRoute('/404')({ component: NotFoundScreen });
