import type { Decorator } from '@storybook/react-vite';
import { HiddenAmountsProvider } from '../../src/screens/client/assets/amounts';

/** The same story with the investor's amounts hidden (the client header's switch pressed). */
export function withAmountsHidden<S extends { args?: object; decorators?: Decorator | Decorator[] }>(story: S): S {
  const hide: Decorator = (Story) => (
    <HiddenAmountsProvider hidden>
      <Story />
    </HiddenAmountsProvider>
  );
  const own = story.decorators === undefined ? [] : Array.isArray(story.decorators) ? story.decorators : [story.decorators];
  return { ...story, decorators: [...own, hide] };
}
