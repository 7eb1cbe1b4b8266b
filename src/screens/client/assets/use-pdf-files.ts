import { useCallback, useEffect, useState } from 'react';
import type { PdfPreview } from './report-list';
import type { Report } from './types';

type FetchFile = (fileId: string, mode: 'preview' | 'download') => Promise<Blob>;

/**
 * Preview and download of report PDFs. The files need the token header, so they are fetched as blobs first and
 * shown through object URLs (revoked when done). Failures were already shown by the API layer.
 */
export function usePdfFiles(fetchFile: FetchFile) {
  const [preview, setPreview] = useState<PdfPreview | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview.url);
  }, [preview]);

  const open = useCallback(
    async (report: Report, mode: 'preview' | 'download') => {
      setBusyId(report.id);
      try {
        const url = URL.createObjectURL(await fetchFile(report.fileId, mode));
        if (mode === 'preview') setPreview({ title: report.title, url });
        else {
          const a = document.createElement('a');
          a.href = url;
          a.download = `${report.title}.pdf`;
          a.click();
          setTimeout(() => URL.revokeObjectURL(url), 10_000);
        }
      } catch {
        // Shown already (toast from the envelope).
      } finally {
        setBusyId(null);
      }
    },
    [fetchFile],
  );

  return {
    preview,
    busyId,
    onPreview: (r: Report) => void open(r, 'preview'),
    onDownload: (r: Report) => void open(r, 'download'),
    onClosePreview: () => setPreview(null),
  };
}
