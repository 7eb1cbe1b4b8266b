import { useCallback, useState } from 'react';
import type { PdfPreview } from './report-list';
import type { Report } from '../../../domain/assets';

type FetchFile = (fileId: string, mode: 'preview' | 'download') => Promise<Blob>;
type FetchLink = (fileId: string) => Promise<{ url: string; name: string }>;

/**
 * Preview and download of report PDFs. A preview shows the report from its signed address (the frame cannot send
 * the token header), which names the file: the viewer's own download and the new tab keep the report's name. A
 * download fetches the file with the token and saves it through an object URL (revoked after). Failures were
 * already shown by the API layer.
 */
export function usePdfFiles(fetchFile: FetchFile, fetchLink: FetchLink) {
  const [preview, setPreview] = useState<PdfPreview | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  const run = useCallback(async (report: Report, action: () => Promise<void>) => {
    setBusyId(report.id);
    try {
      await action();
    } catch {
      // Shown already (toast from the envelope).
    } finally {
      setBusyId(null);
    }
  }, []);

  const onPreview = (report: Report) =>
    void run(report, async () => {
      const link = await fetchLink(report.fileId);
      setPreview({ title: report.title, url: link.url, name: link.name });
    });

  const onDownload = (report: Report) =>
    void run(report, async () => {
      const url = URL.createObjectURL(await fetchFile(report.fileId, 'download'));
      const a = document.createElement('a');
      a.href = url;
      a.download = `${report.title}.pdf`;
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    });

  return { preview, busyId, onPreview, onDownload, onClosePreview: () => setPreview(null) };
}
