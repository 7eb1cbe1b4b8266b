import { lazy, Suspense } from 'react';
import { Box, Flex, Image, Tabs, Text } from '@chakra-ui/react';
import { tabsSlotRecipe } from '@chakra-ui/react/theme';
import type { Locale } from '../../constants';
import type { JobLocation, JobTab, LocationId } from '../../content/careers';
import { useAfterFirstPaint } from './after-first-paint';

export interface JobBoardProps {
  tabs: JobTab[];
  locale: Locale;
}

// The postings (most of the page's text, in both languages) and the sanitiser they go through are below the fold:
// they load after the page's first paint, and at once when a later location tab opens.
let postingsLoaded = false;
const PostingList = lazy(() =>
  import('./job-postings-list').then((m) => {
    postingsLoaded = true;
    return { default: m.PostingList };
  }),
);

function Postings({ locale, location }: { locale: Locale; location: LocationId }) {
  const painted = useAfterFirstPaint(postingsLoaded);
  const placeholder = <Box minH="48" />;
  return painted ? (
    <Suspense fallback={placeholder}>
      <PostingList locale={locale} location={location} />
    </Suspense>
  ) : (
    placeholder
  );
}

function Locations({ locations, locale }: { locations: JobLocation[]; locale: Locale }) {
  return (
    <Tabs.Root recipe={tabsSlotRecipe} defaultValue={locations[0]?.id} variant="subtle" colorPalette="brand" lazyMount unmountOnExit>
      <Tabs.List flexWrap="wrap">
        {locations.map((loc) => (
          <Tabs.Trigger key={loc.id} value={loc.id}>
            {loc.name}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {locations.map((loc) => (
        <Tabs.Content key={loc.id} value={loc.id}>
          <Flex direction={{ base: 'column', md: 'row' }} align={{ md: 'center' }} gap={{ base: '3', md: '6' }} mb="4" bg="brand.50" rounded="lg" overflow="hidden">
            <Image src={loc.image} alt="" loading="lazy" w={{ base: 'full', md: '80' }} h={{ base: '28', md: '24' }} objectFit="cover" flexShrink={0} />
            <Text px={{ base: '4', md: '0' }} pb={{ base: '4', md: '0' }} pe={{ md: '6' }}>
              {loc.intro}
            </Text>
          </Flex>
          <Postings locale={locale} location={loc.id} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

/** Job tabs (experienced hires | campus recruiting, the latter disabled) > locations > postings. */
export function JobBoard({ tabs, locale }: JobBoardProps) {
  const first = tabs.find((tab) => tab.kind === 'tab' && !tab.disabled);
  return (
    <Tabs.Root recipe={tabsSlotRecipe} defaultValue={first?.id} variant="line" colorPalette="brand" lazyMount unmountOnExit>
      <Tabs.List>
        {tabs.map((tab) =>
          tab.kind === 'separator' ? (
            <Box key={tab.id} aria-hidden="true" w="1px" alignSelf="stretch" my="2" bg="border" />
          ) : (
            <Tabs.Trigger key={tab.id} value={tab.id} disabled={tab.disabled}>
              {tab.label}
            </Tabs.Trigger>
          ),
        )}
      </Tabs.List>
      {tabs.map((tab) =>
        tab.kind === 'tab' && !tab.disabled ? (
          <Tabs.Content key={tab.id} value={tab.id}>
            <Locations locations={tab.locations} locale={locale} />
          </Tabs.Content>
        ) : null,
      )}
    </Tabs.Root>
  );
}
