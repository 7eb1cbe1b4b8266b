import { Box, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { usePageTitle } from '../../components/page-title';
import type { Locale } from '../../constants';
import { SUSTAINABILITY } from '../../content/sustainability';
import { pick } from '../../content/types';
import { PageBanner, PageSection, Paragraphs } from './page-parts';

export interface SustainabilityScreenProps {
  locale: Locale;
}

/** Sustainable development: key figures, then our view, responsible investing, active ownership, climate, our own operations. */
export function SustainabilityScreen({ locale }: SustainabilityScreenProps) {
  usePageTitle(msg`可持续发展`);
  const content = pick(SUSTAINABILITY, locale);
  return (
    <>
      <PageBanner title={content.title} subtitle={content.intro} image={content.image} />
      <Box maxW="7xl" mx="auto" px={{ base: '4', md: '8' }} pt="10">
        {/* dl > div > dt + dd: one wrapper per figure is all HTML allows between the list and its items. */}
        <SimpleGrid as="dl" columns={{ base: 1, md: 3 }} gap="5">
          {content.figures.map((f) => (
            <Stack key={f.label} borderWidth="1px" rounded="lg" p="5" gap="1">
              <Text as="dt" color="fg.muted">
                {f.label}
              </Text>
              <Text as="dd" fontSize="3xl" fontWeight="bold" color="brand.700">
                {f.value}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Box>
      {content.sections.map((section, i) => (
        <PageSection key={section.heading} heading={section.heading} muted={i % 2 === 1}>
          <Paragraphs paragraphs={section.paragraphs} />
        </PageSection>
      ))}
    </>
  );
}
