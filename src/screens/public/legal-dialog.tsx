import { Button, CloseButton, Dialog, Heading, Portal, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Locale } from '../../constants';
import { LEGAL, type LegalDocId } from '../../content/legal';
import { pick } from '../../content/types';

export interface LegalDialogProps {
  doc: LegalDocId | null;
  locale: Locale;
  onClose: () => void;
}

/** Terms of use / privacy policy from the footer, readable without leaving the page. */
export function LegalDialog({ doc, locale, onClose }: LegalDialogProps) {
  const { t } = useLingui();
  const content = doc ? pick(LEGAL[doc], locale) : null;
  return (
    <Dialog.Root open={doc !== null} onOpenChange={(e) => !e.open && onClose()} scrollBehavior="inside" size={{ base: 'full', md: 'lg' }}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{content?.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                {content?.sections.map((section) => (
                  <Stack key={section.heading} gap="1">
                    <Heading as="h3" size="sm">
                      {section.heading}
                    </Heading>
                    {section.paragraphs.map((p) => (
                      <Text key={p}>{p}</Text>
                    ))}
                  </Stack>
                ))}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="brand" onClick={onClose}>
                <Trans>关闭</Trans>
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t`关闭`} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
