import { createFileRoute } from '@tanstack/react-router';

// Client-area page: its screen comes with the client-area issue; the layout shows the account until then.
export const Route = createFileRoute('/_client/companyNews')({});
