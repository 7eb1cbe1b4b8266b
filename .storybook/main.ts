import type { StorybookConfig } from '@storybook/react-vite';
import type { PluginOption } from 'vite';

// Storybook reuses vite.config.ts (React, the Lingui macro via Babel, the Lingui .po loader).
const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  core: { disableTelemetry: true },
  // The Accessibility panel: axe-core on each story (rules in .storybook/preview.tsx parameters.a11y).
  addons: ['@storybook/addon-a11y'],
  // @chakra-ui/react's package.json declares a Storybook ref; without this the build tries to reach it.
  refs: { '@chakra-ui/react': { disable: true } },
  async viteFinal(viteConfig) {
    // Stories render screens, not routes: the TanStack Router plugins would only (re)generate the route tree
    // as a side effect of a Storybook build.
    const withoutRouter = (plugins: PluginOption[]): PluginOption[] =>
      plugins.flatMap((plugin) => {
        if (Array.isArray(plugin)) return [withoutRouter(plugin)];
        const name = plugin && typeof plugin === 'object' && 'name' in plugin ? String(plugin.name) : '';
        return name.startsWith('tanstack') ? [] : [plugin];
      });
    return { ...viteConfig, plugins: withoutRouter(viteConfig.plugins ?? []) };
  },
};

export default config;
