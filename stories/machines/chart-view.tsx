import { Trans } from '@lingui/react/macro';

/**
 * Shows a generated machine chart (machines/<name>.chart.md: Mermaid text and the tag table) on a docs page.
 * The text is shown as written: it is what `npm run charts` keeps current and what CI diffs.
 */
export function ChartView({ source }: { source: string }) {
  return (
    <figure style={{ margin: 0, padding: 16 }}>
      <figcaption style={{ fontSize: 14, marginBottom: 8 }}>
        <Trans>状态图（Mermaid），由状态机定义自动生成，请勿手动修改。</Trans>
      </figcaption>
      <pre
        lang="en"
        style={{
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
          fontSize: 12,
          lineHeight: 1.5,
          whiteSpace: 'pre',
          overflowX: 'auto',
          margin: 0,
        }}
      >
        {source}
      </pre>
    </figure>
  );
}
