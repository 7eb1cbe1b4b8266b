/**
 * The floor page: a bare Vite page with ChakraProvider (Chakra's default system, as published), one Button and a
 * TanStack Router root, the smallest page this stack allows. `npm run budget` and `npm run lighthouse` build it and
 * measure it beside our pages in the same run (tools/bench/floor-page.ts), and set our pages' targets as ratios
 * to its figures: they move with the host's speed alike.
 */
import { createRoot } from 'react-dom/client';
import { Button, ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';

const rootRoute = createRootRoute({ component: () => <Button>Reference</Button> });
const router = createRouter({ routeTree: rootRoute });

createRoot(document.getElementById('root')!).render(
  <ChakraProvider value={defaultSystem}>
    <RouterProvider router={router} />
  </ChakraProvider>,
);
