import { Heading, Stack, Text } from '@chakra-ui/react';

/** A legal text kept as data in both languages (not as Lingui messages: it is a document, reviewed as one). */
export interface LegalSection {
  heading: string;
  paragraphs: string[];
}
export interface LegalDocument {
  intro: string[];
  sections: LegalSection[];
  /** Last line, e.g. the version date. */
  footer?: string;
}

/** Renders a legal document: h2 per section, paragraphs in between. */
export function LegalText({ document }: { document: LegalDocument }) {
  return (
    <Stack gap="3">
      {document.intro.map((paragraph) => (
        <Text key={paragraph}>{paragraph}</Text>
      ))}
      {document.sections.map((section) => (
        <Stack key={section.heading} gap="2">
          <Heading as="h2" size="sm">
            {section.heading}
          </Heading>
          {section.paragraphs.map((paragraph) => (
            <Text key={paragraph}>{paragraph}</Text>
          ))}
        </Stack>
      ))}
      {document.footer && (
        <Text fontSize="sm" color="fg.muted">
          {document.footer}
        </Text>
      )}
    </Stack>
  );
}
