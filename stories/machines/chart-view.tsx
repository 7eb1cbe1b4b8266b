/**
 * Shows a generated machine chart (machines/<name>.chart.md: Mermaid text and the tag table) on a docs page.
 * The text is shown as written: it is what `npm run charts` keeps current and what CI diffs.
 */
export function ChartView({ source }: { source: string }) {
  return (
    <pre
      style={{
        fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
        fontSize: 12,
        lineHeight: 1.5,
        whiteSpace: 'pre',
        overflowX: 'auto',
        padding: 16,
        margin: 0,
      }}
    >
      {source}
    </pre>
  );
}
