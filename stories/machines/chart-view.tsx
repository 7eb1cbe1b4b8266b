import { useMemo } from 'react';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { EVENT_LABELS } from '../flows/event-labels';
import { mermaidSource, withEventLabels } from '../flows/flow-index';
import { MermaidChart } from '../flows/mermaid-chart';

const LABELS = Object.assign({}, ...Object.values(EVENT_LABELS)) as (typeof EVENT_LABELS)[string];

/**
 * Draws a generated machine chart (machines/<name>.chart.md) with the user's actions on its arrows in the toolbar's
 * language; the Mermaid text itself, what `npm run charts` keeps current and CI diffs, is below the drawing.
 */
export function ChartView({ source }: { source: string }) {
  const { i18n } = useLingui();
  const name = /^## (\S+)/m.exec(source)?.[1] ?? 'chart';
  const drawn = useMemo(
    () => withEventLabels(mermaidSource(source), (event) => (LABELS[event] ? i18n._(LABELS[event]) : undefined)),
    [source, i18n],
  );
  return (
    <figure style={{ margin: 0, padding: 16 }}>
      <figcaption style={{ fontSize: 14, marginBottom: 8 }}>
        <Trans>状态图（Mermaid），由状态机定义自动生成，请勿手动修改。</Trans>
      </figcaption>
      <div style={{ overflow: 'auto' }}>
        <MermaidChart source={drawn} name={`chart-${name}`} />
      </div>
      <details style={{ marginTop: 16 }}>
        <summary style={{ fontSize: 14 }}>
          <Trans>Mermaid 源文本</Trans>
        </summary>
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
      </details>
    </figure>
  );
}
