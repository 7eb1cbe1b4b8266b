import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordPage } from './-forgot-password';

// /forgotPassword: the forgot-password machine (src/flows/password-reset.ts); the account typed on /login is the prefill.
export const Route = createFileRoute('/forgotPassword')({ component: ForgotPasswordPage });
