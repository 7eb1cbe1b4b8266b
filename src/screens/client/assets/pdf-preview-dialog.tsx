import { Box, CloseButton, Dialog, Link, Portal, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PdfPreview } from './report-list';

/**
 * The PDF in a frame, created only when a preview is open, from the report's signed address (which the site's CSP
 * lets its own pages frame); a link opens the same address in a new tab (phones), where the name shows and a saved
 * copy keeps it.
 */
export default function PdfPreviewDialogLive({ preview, onClose }: { preview: PdfPreview | null; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Dialog.Root open={preview !== null} onOpenChange={(e) => !e.open && onClose()} size={{ base: 'full', md: 'xl' }}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              {/* Room on the right for the close button, which sits over the header's corner. */}
              <Dialog.Title wordBreak="break-word" pe="8">{preview?.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {preview && (
                <Stack gap="2">
                  {/* The words break between words; only the file name, one long word, may break anywhere. */}
                  <Link href={preview.url} target="_blank" rel="noopener" color="brand.700" display="inline" overflowWrap="anywhere">
                    <Text as="span" whiteSpace="nowrap">
                      <Trans>在新标签页中打开</Trans>
                    </Text>
                    <Text as="span" color="fg.muted" wordBreak="break-all">
                      {' '}
                      ({preview.name})
                    </Text>
                  </Link>
                  <Box as="iframe" title={preview.title} {...{ src: preview.url }} w="100%" h="70vh" borderWidth="1px" />
                </Stack>
              )}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t`关闭预览`} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
