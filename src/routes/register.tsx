import { createFileRoute } from '@tanstack/react-router';
import { RegisterPage } from './-register';

// /register: the registration machine (src/flows/registration.ts); its onetime token leads to /binding.
export const Route = createFileRoute('/register')({ component: RegisterPage });
