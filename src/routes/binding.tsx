import { createFileRoute } from '@tanstack/react-router';
import { BindingRoute } from './-binding';

// /binding: the binding machine (src/flows/binding.ts); a success with a session goes through the post-login check
// into the client area.
export const Route = createFileRoute('/binding')({ component: BindingRoute });
