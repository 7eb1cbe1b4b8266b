/**
 * The child process of server/services/report-files.ts: receives models (reports', CMS documents', investors'
 * statements), renders them, sends their bytes back and exits, and the fonts it read leave with the process (a worker
 * thread's allocator would keep tens of MB of them in the server).
 */
import type { DocumentModel } from './document-model.ts';
import { renderDocumentPdf } from './document-pdf.ts';
import type { ReportModel } from './report-model.ts';
import { loadFonts, renderReportPdf } from './report-pdf.ts';
import type { StatementModel } from './statement-model.ts';
import { renderStatementPdf } from './statement-pdf.ts';

type Model = ReportModel | DocumentModel | StatementModel;

process.once('message', (models: Model[]) => {
  const fonts = loadFonts();
  const render = (model: Model) =>
    'kind' in model && model.kind === 'document'
      ? renderDocumentPdf(model, fonts)
      : 'kind' in model && model.kind === 'statement'
        ? renderStatementPdf(model, fonts)
        : renderReportPdf(model as ReportModel, fonts);
  // One after the other: the documents' pages are built in the one pdfkit process.
  models
    .reduce<Promise<Buffer[]>>((done, model) => done.then(async (out) => [...out, await render(model)]), Promise.resolve([]))
    .then(
      (bytes) => process.send?.(bytes, () => process.exit(0)),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
});
