import { Badge, Box, Heading, Image, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { usePageTitle } from '../../components/page-title';
import type { Locale } from '../../constants';
import { INVESTMENT } from '../../content/investment';
import { pick } from '../../content/types';
import { truncateShort } from '../../format';
import { PageBanner, PageSection, Paragraphs } from './page-parts';

export interface AboutInvestmentScreenProps {
  locale: Locale;
}

/** Our investments: philosophy, research process, portfolio construction, risk, research coverage and the case PDFs. */
export function AboutInvestmentScreen({ locale }: AboutInvestmentScreenProps) {
  const { t } = useLingui();
  usePageTitle(msg`我们的投资`);
  const content = pick(INVESTMENT, locale);
  return (
    <>
      <PageBanner title={t`我们的投资`} subtitle={content.intro} image={content.banner} />
      <PageSection id="approach" heading={content.approach.heading}>
        <Paragraphs paragraphs={content.approach.paragraphs} />
      </PageSection>
      <PageSection id="research" heading={content.research.heading} muted>
        <SimpleGrid as="ol" listStyleType="none" columns={{ base: 1, sm: 2, lg: 4 }} gap="5">
          {content.research.steps.map((step, i) => (
            <Box as="li" key={step.title} bg="white" borderWidth="1px" rounded="lg" p="5">
              <Text fontSize="2xl" fontWeight="bold" color="brand.600" aria-hidden="true">
                {String(i + 1).padStart(2, '0')}
              </Text>
              <Heading as="h3" size="md" mt="1">
                {step.title}
              </Heading>
              <Text mt="2">{step.text}</Text>
            </Box>
          ))}
        </SimpleGrid>
      </PageSection>
      <PageSection id="portfolio" heading={content.portfolio.heading}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
          {[content.portfolio.main, content.portfolio.small].map((part) => (
            <Box key={part.heading} borderWidth="1px" rounded="lg" p="5">
              <Heading as="h3" size="md" mb="2">
                {part.heading}
              </Heading>
              <Paragraphs paragraphs={part.paragraphs} />
            </Box>
          ))}
        </SimpleGrid>
      </PageSection>
      <PageSection id="risk" heading={content.risk.heading} muted>
        <Paragraphs paragraphs={content.risk.paragraphs} />
      </PageSection>
      <PageSection id="coverage" heading={content.coverage.heading}>
        <Text mb="4">{content.coverage.intro}</Text>
        <Stack direction="row" wrap="wrap" gap="2">
          {content.coverage.sectors.map((s) => (
            <Badge key={s} size="lg" colorPalette="brand" variant="subtle">
              {s}
            </Badge>
          ))}
        </Stack>
      </PageSection>
      <PageSection id="cases" heading={content.casesHeading} muted>
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 5 }} gap="4">
          {content.cases.map((c) => (
            <Box as="li" key={c.id} bg="white" borderWidth="1px" rounded="lg" overflow="hidden">
              <Image src={c.image} alt="" loading="lazy" h="24" w="full" objectFit="cover" />
              <Stack p="4" gap="2">
                <Text fontSize="sm" color="fg.muted">
                  {c.sector}
                </Text>
                <Text fontWeight="semibold" title={c.title}>
                  {truncateShort(c.title)}
                </Text>
                {c.pdf ? (
                  <Link href={c.pdf} target="_blank" rel="noopener" color="brand.700" textDecoration="underline">
                    {c.detailsLabel}
                    <Box as="span" srOnly>
                      {` (PDF: ${c.title})`}
                    </Box>
                  </Link>
                ) : (
                  <Text fontSize="sm" color="fg.muted">
                    <Trans>即将发布</Trans>
                  </Text>
                )}
              </Stack>
            </Box>
          ))}
        </SimpleGrid>
      </PageSection>
    </>
  );
}
