import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from './-login';

// /login: the login form; ?redirect= is the client page asked for before signing in, opened after it.
export const Route = createFileRoute('/login')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string } =>
    typeof search.redirect === 'string' ? { redirect: search.redirect } : {},
  component: LoginPage,
});
