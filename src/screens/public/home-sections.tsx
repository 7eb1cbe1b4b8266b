import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { Locale } from '../../constants';
import { HOME_SECTIONS } from '../../content/home-sections';
import { MILESTONES } from '../../content/milestones';
import { TEAM } from '../../content/team';
import { pick } from '../../content/types';
import { formatPercent } from '../../format';
import { Milestones } from './milestones-section';
import { PageSection, Paragraphs } from './page-parts';
import { TeamSection } from './team-section';

export interface HomeSectionsProps {
  locale: Locale;
}

/** The home page below its first screen: name origin, clients by region, milestones, team, culture, responsibility. */
export function HomeSections({ locale }: HomeSectionsProps) {
  const { t } = useLingui();
  const home = pick(HOME_SECTIONS, locale);
  return (
    <>
      <PageSection id="name" heading={home.nameOrigin.heading} muted>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
          {home.nameOrigin.characters.map((c) => (
            <Stack key={c.char} direction="row" gap="4" align="flex-start">
              <Text lang="zh-CN" fontSize="5xl" lineHeight="1" color="brand.700" fontWeight="bold" aria-hidden="true">
                {c.char}
              </Text>
              <Box>
                <Heading as="h3" size="md">
                  <span lang="zh-CN">{c.char}</span>
                  {c.reading && ` (${c.reading})`}
                </Heading>
                <Text mt="1">{c.meaning}</Text>
              </Box>
            </Stack>
          ))}
        </SimpleGrid>
        <Text mt="6" fontStyle="italic">
          {home.nameOrigin.summary}
        </Text>
      </PageSection>
      <PageSection id="clients" heading={home.clients.heading}>
        <Text mb="5" maxW="4xl">
          {home.clients.intro}
        </Text>
        <Stack as="ul" listStyleType="none" gap="3" maxW="3xl">
          {home.clients.regions.map((r) => (
            <Box as="li" key={r.region}>
              <Stack direction="row" justify="space-between">
                <Text fontWeight="semibold">{r.region}</Text>
                <Text>{formatPercent(r.share, 0)}</Text>
              </Stack>
              <Box h="2" bg="gray.100" rounded="full" mt="1" aria-hidden="true">
                <Box h="2" bg="brand.600" rounded="full" w={`${r.share * 100}%`} />
              </Box>
              <Text fontSize="sm" color="fg.muted">
                {r.note}
              </Text>
            </Box>
          ))}
        </Stack>
      </PageSection>
      <PageSection id="milestones" heading={t`发展历程与荣誉`} muted>
        <Milestones years={pick(MILESTONES, locale)} />
      </PageSection>
      <PageSection id="team" heading={t`管理团队`}>
        <TeamSection groups={pick(TEAM, locale)} locale={locale} />
      </PageSection>
      <PageSection id="culture" heading={home.culture.heading} muted>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="5">
          {home.culture.values.map((v) => (
            <Box key={v.title} bg="white" borderWidth="1px" rounded="lg" p="5">
              <Heading as="h3" size="md" color="brand.700">
                {v.title}
              </Heading>
              <Text mt="2">{v.text}</Text>
            </Box>
          ))}
        </SimpleGrid>
      </PageSection>
      <PageSection id="responsibility" heading={home.responsibility.heading}>
        <Paragraphs paragraphs={home.responsibility.paragraphs} />
      </PageSection>
    </>
  );
}
