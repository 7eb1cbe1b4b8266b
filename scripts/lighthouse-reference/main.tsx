/**
 * The reference page, the machine's calibration for `npm run lighthouse`: a bare Vite page with
 * ChakraProvider, one Button and a TanStack Router root (on the machine the targets were set on: score 95, LCP ≈
 * 1.7 s, TBT ≈ 220 ms; REFERENCE_THERE in scripts/bench/lighthouse-targets.mjs). Lighthouse's simulated figures scale with the machine's CPU; this row says what
 * the same machine gives the smallest page the stack allows.
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
