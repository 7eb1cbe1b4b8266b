import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Built by tools/bench/floor-page.ts into a temporary directory; see main.tsx.
export default defineConfig({ root: import.meta.dirname, plugins: [react()], logLevel: 'warn' });
