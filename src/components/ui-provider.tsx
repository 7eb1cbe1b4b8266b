import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import type { FontSizeName } from '../constants';
import { I18nProvider } from '../i18n/provider';
import { getSystem } from '../theme';
import { FontSizeProvider } from './font-size-provider';
import { AppToaster } from './toaster';

export interface UiProviderProps {
  fontSize?: FontSizeName | number | null;
  children: ReactNode;
}

/**
 * Everything a screen needs around it: the Chakra system, Lingui (activate a catalog with loadLocale first),
 * the font-size setting and the toaster. Used by main.tsx, Storybook and the screen tests alike.
 */
export function UiProvider({ fontSize, children }: UiProviderProps) {
  return (
    <ChakraProvider value={getSystem()}>
      <I18nProvider>
        <FontSizeProvider size={fontSize}>
          {children}
          <AppToaster />
        </FontSizeProvider>
      </I18nProvider>
    </ChakraProvider>
  );
}
