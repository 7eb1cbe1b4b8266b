/**
 * The child process of server/services/report-files.ts: receives one report's model, renders it, sends the bytes back
 * and exits, and the fonts it read leave with the process (a worker thread's allocator would keep tens of MB of them
 * in the server).
 */
import type { ReportModel } from './report-model.ts';
import { loadFonts, renderReportPdf } from './report-pdf.ts';

process.once('message', (model: ReportModel) => {
  renderReportPdf(model, loadFonts()).then(
    (bytes) => process.send?.(bytes, () => process.exit(0)),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
});
