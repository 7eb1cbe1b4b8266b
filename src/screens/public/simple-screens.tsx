import { Box, Button, Container, Heading, Image, Link, Stack, Text } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { usePageTitle } from '../../components/page-title';
import { anchorLink, type RenderLink } from '../../components/render-link';
import type { Brochure } from '../../content/brochures';
import type { TextSection } from '../../content/types';
import { Paragraphs } from './page-parts';

export interface AcknowledgementScreenProps {
  renderLink?: RenderLink;
}

/** Thanks after a survey. */
export function AcknowledgementScreen({ renderLink = anchorLink }: AcknowledgementScreenProps) {
  usePageTitle(msg`感谢参与`);
  return (
    <Container maxW="2xl" px={{ base: '4', md: '8' }} py={{ base: '12', md: '24' }} textAlign="center">
      <Heading as="h1" size="2xl">
        <Trans>感谢您的参与</Trans>
      </Heading>
      <Text mt="4" color="fg.muted">
        <Trans>您的问卷已提交。我们会认真阅读每一份反馈。</Trans>
      </Text>
      <Button asChild colorPalette="brand" mt="8">
        {renderLink({ href: '/', children: <Trans>返回首页</Trans> })}
      </Button>
    </Container>
  );
}

export interface MaintenanceScreenProps {
  notice: TextSection;
}

/** Shown while the site is being upgraded. */
export function MaintenanceScreen({ notice }: MaintenanceScreenProps) {
  usePageTitle(msg`系统维护`);
  return (
    <Box as="main" minH="100dvh" display="flex" alignItems="center" justifyContent="center" bg="brand.50" px="4">
      <Stack maxW="xl" gap="4" textAlign="center" bg="white" p={{ base: '6', md: '10' }} rounded="xl" shadow="md">
        <Image src="/images/maintenance.svg" alt="" h="32" mx="auto" />
        <Heading as="h1" size="2xl">
          {notice.heading}
        </Heading>
        <Paragraphs paragraphs={notice.paragraphs} />
      </Stack>
    </Box>
  );
}

export interface BrochureScreenProps {
  brochure: Brochure;
  /** The mobile-only brochure: one narrow column even on a desktop. */
  mobileOnly?: boolean;
}

/** A brochure: cover, its pages as text, and the PDF. Marked with its own language (the _en ones are English). */
export function BrochureScreen({ brochure, mobileOnly }: BrochureScreenProps) {
  usePageTitle(brochure.title);
  return (
    <Container maxW={mobileOnly ? 'md' : '4xl'} px="4" py={{ base: '6', md: '12' }}>
      <Stack gap="6" lang={brochure.lang}>
        <Heading as="h1" size="2xl">
          {brochure.title}
        </Heading>
        <Image src={brochure.cover} alt={brochure.coverAlt} rounded="lg" w="full" maxH="80" objectFit="cover" />
        {brochure.pages.map((page) => (
          <Box key={page.heading} as="section" borderTopWidth="1px" pt="4">
            <Heading as="h2" size="lg" mb="2">
              {page.heading}
            </Heading>
            <Paragraphs paragraphs={page.paragraphs} />
          </Box>
        ))}
        <Button asChild colorPalette="brand" alignSelf="flex-start">
          <Link href={brochure.pdf} download>
            {brochure.downloadLabel}
          </Link>
        </Button>
      </Stack>
    </Container>
  );
}
