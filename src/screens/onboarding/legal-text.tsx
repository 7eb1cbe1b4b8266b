import { Heading, Stack, Text } from '@chakra-ui/react';

/** A legal text kept as data in both languages (not as Lingui messages: it is a document, reviewed as one). */
export interface LegalSection {
  heading: string;
  paragraphs: string[];
}
export interface LegalDocument {
  intro?: string[];
  sections: LegalSection[];
  /** Last line, e.g. the version date. */
  footer?: string;
}

/** Renders a legal document: a heading per section (h2 on a page, h3 inside a dialog titled h2), paragraphs in between. */
export function LegalText({ document, headingLevel = 'h2' }: { document: LegalDocument; headingLevel?: 'h2' | 'h3' }) {
  return (
    <Stack gap="3">
      {document.intro?.map((paragraph) => (
        <Text key={paragraph}>{paragraph}</Text>
      ))}
      {document.sections.map((section) => (
        <Stack key={section.heading} gap="2">
          <Heading as={headingLevel} size="sm">
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
