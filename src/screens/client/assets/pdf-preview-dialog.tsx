import { Box, CloseButton, Dialog, Link, Portal, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PdfPreview } from './report-list';

/** The PDF in an iframe, created only when a preview is open; a link opens it in a new tab (phones). */
export default function PdfPreviewDialogLive({ preview, onClose }: { preview: PdfPreview | null; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Dialog.Root open={preview !== null} onOpenChange={(e) => !e.open && onClose()} size={{ base: 'full', md: 'xl' }}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title wordBreak="break-word">{preview?.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {preview && (
                <Stack gap="2">
                  <Link href={preview.url} target="_blank" rel="noopener" color="brand.700">
                    <Trans>在新标签页中打开</Trans>
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
