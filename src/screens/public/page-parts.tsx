import type { ReactNode } from 'react';
import { Box, Container, Heading, Image, Stack, Text } from '@chakra-ui/react';
import type { TextSection } from '../../content/types';

export interface PageBannerProps {
  title: string;
  subtitle?: string;
  /** The page's illustration: decorative (the title says what the page is), so it has an empty alt. */
  image?: string;
}

/**
 * A page's opening band: white text on the dark left of the page's illustration, whose drawing sits on the right. On
 * narrow screens, where the text covers the drawing too, the illustration is dimmed so the text stays readable.
 */
export function PageBanner({ title, subtitle, image }: PageBannerProps) {
  return (
    <Box position="relative" bg="brand.950" color="white" overflow="hidden">
      {image && (
        <Image src={image} alt="" position="absolute" inset="0" w="full" h="full" objectFit="cover" objectPosition="right" opacity={{ base: 0.3, lg: 1 }} />
      )}
      <Container maxW="7xl" position="relative" px={{ base: '4', md: '8' }} py={{ base: '12', md: '24' }}>
        <Stack gap="4" maxW="3xl">
          <Heading as="h1" size={{ base: '2xl', md: '4xl' }}>
            {title}
          </Heading>
          {subtitle && <Text fontSize={{ base: 'md', md: 'xl' }}>{subtitle}</Text>}
        </Stack>
      </Container>
    </Box>
  );
}

export interface PageSectionProps {
  heading: string;
  id?: string;
  children: ReactNode;
  muted?: boolean;
}

/** A titled band of a content page; `id` makes it a link target, `muted` alternates the background. */
export function PageSection({ heading, id, children, muted }: PageSectionProps) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <Box as="section" id={id} aria-labelledby={headingId} bg={muted ? 'gray.50' : undefined} scrollMarginTop="24">
      <Container maxW="7xl" px={{ base: '4', md: '8' }} py={{ base: '10', md: '16' }}>
        <Heading as="h2" id={headingId} size={{ base: 'xl', md: '2xl' }} mb="6" color="brand.800">
          {heading}
        </Heading>
        {children}
      </Container>
    </Box>
  );
}

/** Paragraphs of a text section. */
export function Paragraphs({ paragraphs }: Pick<TextSection, 'paragraphs'>) {
  return (
    <Stack gap="3" maxW="4xl">
      {paragraphs.map((p) => (
        <Text key={p} lineHeight="tall">
          {p}
        </Text>
      ))}
    </Stack>
  );
}
