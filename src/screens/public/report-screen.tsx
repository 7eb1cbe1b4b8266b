import { Box, Button, Container, Flex, Link, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { usePageTitle } from '../../components/page-title';
import type { Locale } from '../../constants';
import type { ReportContent } from '../../content/reports';
import { formatDate } from '../../format';
import { PageBanner, PageSection, Paragraphs } from './page-parts';

export interface ReportScreenProps {
  report: ReportContent;
  locale: Locale;
}

/** The China market outlook: CIO View, Macro View, Investment Themes, ESG, Business Updates, Download Report. */
export function ReportScreen({ report, locale }: ReportScreenProps) {
  const { t } = useLingui();
  usePageTitle(report.title);
  const published = formatDate(report.publishedAt, locale);
  return (
    <>
      <PageBanner title={report.title} subtitle={report.subtitle} image={report.banner} />
      <Box as="nav" aria-label={t`报告目录`} borderBottomWidth="1px" position="sticky" top="0" bg="white" zIndex="docked">
        <Container maxW="7xl" px={{ base: '4', md: '8' }}>
          <Flex as="ul" listStyleType="none" gap="4" overflowX="auto" py="3">
            {report.sections.map((s) => (
              <li key={s.id}>
                <Link href={`#${s.id}`} whiteSpace="nowrap" color="brand.700">
                  {s.heading}
                </Link>
              </li>
            ))}
            <li>
              <Link href="#download" whiteSpace="nowrap" color="brand.700">
                <Trans>下载报告</Trans>
              </Link>
            </li>
          </Flex>
        </Container>
      </Box>
      <Container maxW="7xl" px={{ base: '4', md: '8' }} pt="6">
        <Text color="fg.muted">
          <Trans>发布日期：{published}</Trans>
        </Text>
      </Container>
      {report.sections.map((section, i) => (
        <PageSection key={section.id} id={section.id} heading={section.heading} muted={i % 2 === 1}>
          <Paragraphs paragraphs={section.paragraphs} />
        </PageSection>
      ))}
      <PageSection id="download" heading={t`下载报告`}>
        <Button asChild colorPalette="brand">
          <a href={report.download.href} download>
            {report.download.label}
          </a>
        </Button>
      </PageSection>
    </>
  );
}
