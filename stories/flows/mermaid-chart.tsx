/**
 * Draws a generated machine chart (Mermaid stateDiagram-v2) in Storybook. Mermaid is bundled by Storybook's build
 * (no CDN) and imported only here, on the chart pages; ids are deterministic so the static build draws the same
 * SVG every time. With `onSelect`, every state's box is a button (click, Enter or Space) that reports its chart id.
 */
import { useEffect, useRef, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { chartIdOfNode } from './flow-index';

type Mermaid = typeof import('mermaid').default;

let loaded: Promise<Mermaid> | undefined;
function loadMermaid(): Promise<Mermaid> {
  loaded ??= import('mermaid').then(({ default: mermaid }) => {
    mermaid.initialize({
      startOnLoad: false,
      deterministicIds: true,
      securityLevel: 'strict',
      theme: 'neutral',
      fontFamily: '"Noto Sans CJK SC", "PingFang SC", "Microsoft YaHei", system-ui, sans-serif',
      // Natural size: a big chart scrolls in its column rather than shrinking below reading size.
      state: { useMaxWidth: false },
    });
    return mermaid;
  });
  return loaded;
}

// Mermaid renders one diagram at a time.
let queue: Promise<unknown> = Promise.resolve();
function render(id: string, source: string): Promise<string> {
  const next = queue.then(async () => (await (await loadMermaid()).render(id, source)).svg);
  queue = next.catch(() => undefined);
  return next;
}

const STYLE = `
.flow-chart svg { max-width: none; }
.flow-chart [data-flow-state] { cursor: pointer; }
.flow-chart [data-flow-state]:focus { outline: none; }
.flow-chart [data-flow-state][data-has-story="true"] > rect { fill: #e8f1fb !important; }
.flow-chart [data-flow-state]:focus-visible > rect,
.flow-chart [data-flow-state][aria-pressed="true"] > rect { stroke: #b7410e !important; stroke-width: 3px !important; }
`;

export interface MermaidChartProps {
  /** The Mermaid text. */
  source: string;
  /** A DOM id for the drawing, unique on the page. */
  name: string;
  /** With it, every state's box is a button. */
  onSelect?: (chartId: string) => void;
  selected?: string;
  /** Chart ids of the states that have a screen story (drawn tinted). */
  withStory?: ReadonlySet<string>;
  /** How a state's button is announced. */
  describe?: (chartId: string) => string;
}

export function MermaidChart({ source, name, onSelect, selected, withStory, describe }: MermaidChartProps) {
  const host = useRef<HTMLDivElement>(null);
  const [svg, setSvg] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const select = useRef(onSelect);
  useEffect(() => {
    select.current = onSelect;
  }, [onSelect]);

  useEffect(() => {
    let live = true;
    render(`flow-${name}`, source).then(
      (drawn) => live && setSvg(drawn),
      (e: unknown) => live && setError(e instanceof Error ? e.message : String(e)),
    );
    return () => {
      live = false;
    };
  }, [name, source]);

  // The drawn states become buttons once the SVG is in the page.
  useEffect(() => {
    const root = host.current;
    if (!root || !svg || !select.current) return;
    // States (boxes and the frames of nested states); the start and end dots are `g.node.default`.
    const nodes = [...root.querySelectorAll<SVGGElement>('g.statediagram-state')];
    const cleanups: (() => void)[] = [];
    for (const node of nodes) {
      const id = node.getAttribute('data-id') ?? chartIdOfNode(node.id);
      if (!id) continue;
      node.setAttribute('data-flow-state', id);
      node.setAttribute('role', 'button');
      node.setAttribute('tabindex', '0');
      node.setAttribute('aria-label', describe?.(id) ?? id);
      const activate = (event: Event) => {
        event.stopPropagation();
        select.current?.(id);
      };
      const onKey = (event: KeyboardEvent) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          activate(event);
        }
      };
      node.addEventListener('click', activate);
      node.addEventListener('keydown', onKey);
      cleanups.push(() => {
        node.removeEventListener('click', activate);
        node.removeEventListener('keydown', onKey);
      });
    }
    return () => cleanups.forEach((cleanup) => cleanup());
  }, [svg, describe]);

  // Selection and tint follow the props without drawing again.
  useEffect(() => {
    for (const node of host.current?.querySelectorAll<SVGGElement>('[data-flow-state]') ?? []) {
      const id = node.getAttribute('data-flow-state') ?? '';
      node.setAttribute('aria-pressed', String(id === selected));
      node.setAttribute('data-has-story', String(withStory?.has(id) ?? false));
    }
  }, [svg, selected, withStory]);

  // A wide chart opens on its selected state, else on its start, rather than on its empty top-left corner.
  useEffect(() => {
    const root = host.current;
    if (!root || !svg) return;
    const target = (selected && root.querySelector(`[data-flow-state="${CSS.escape(selected)}"]`)) || root.querySelector('g.node');
    target?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, [svg, selected]);

  if (error) {
    return (
      <p role="alert" style={{ color: '#9b2c2c', padding: 16 }}>
        <Trans>状态图无法绘制：{error}</Trans>
      </p>
    );
  }
  return (
    <>
      <style>{STYLE}</style>
      <div
        ref={host}
        className="flow-chart"
        data-drawn={svg ? 'true' : 'false'}
        // The SVG comes from Mermaid's renderer (securityLevel strict sanitises the labels) over our own chart text.
        dangerouslySetInnerHTML={svg ? { __html: svg } : undefined}
      />
      {!svg && (
        <p style={{ padding: 16 }}>
          <Trans>正在绘制状态图…</Trans>
        </p>
      )}
    </>
  );
}
