/**
 * A flow page ("Flows/<Name>", written by `npm run charts`): the machine's chart drawn on the left; a click on a
 * state (or Enter on it) shows, on the right, the screen stories that name the state (`parameters.flowState`), in the
 * toolbar's language and at 390 or 1440 px. The screen is the story itself, in a frame of Storybook's own preview at
 * that width, so its args, decorators, loaders and the media queries of that width all apply.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { EVENT_LABELS } from './event-labels';
import { chartId, chartStatePaths, mermaidSource, storyIds, storyRefs, withEventLabels, type StoryRef } from './flow-index';
import { MermaidChart } from './mermaid-chart';
import { UNSEEN_STATES } from './unseen-states';

// Every screen story; the chart pages themselves name no state.
const modules = import.meta.glob<Record<string, unknown>>(
  ['../**/*.stories.tsx', '!../flows/**', '!../machines/charts.stories.tsx'],
  { eager: true },
);
const REFS = storyRefs(modules);
const IDS = storyIds(modules);

const WIDTHS = [390, 1440] as const;
const HEIGHTS: Record<(typeof WIDTHS)[number], number> = { 390: 844, 1440: 900 };
/** The room the screen has beside the chart: a phone at its size, a desktop on half the page, scaled down to fit. */
const PANEL: Record<(typeof WIDTHS)[number], string> = { 390: '420px', 1440: '50%' };

export interface FlowPageProps {
  /** machines/<machine>.machine.ts */
  machine: string;
  /** The generated machines/<machine>.chart.md. */
  chart: string;
  /** The state selected first, by chart id (`reset_entry_editing`): a link to a state sets it (`&args=state:…`). */
  state: string;
}

/** The stories of each state of a machine, keyed by chart id; an English twin (`…En`) beside its Chinese story. */
function storiesByState(machine: string): Map<string, StoryRef[]> {
  const byState = new Map<string, StoryRef[]>();
  for (const ref of REFS) {
    if (ref.machine !== machine) continue;
    const key = chartId(ref.state);
    byState.set(key, [...(byState.get(key) ?? []), ref]);
  }
  return byState;
}

/** The story to show in a language: in English, its twin (`…En`, stories/support/locale.ts) when there is one. */
function inLanguage(refs: StoryRef[], locale: string): StoryRef[] {
  const chinese = refs.filter((ref) => ref.locale !== 'en');
  if (locale !== 'en') return chinese;
  return chinese.map((ref) => (IDS.has(`${ref.id}-en`) ? { ...ref, id: `${ref.id}-en`, exportName: `${ref.exportName}En`, locale } : ref));
}

export function FlowPage({ machine, chart, state: first }: FlowPageProps) {
  // A click selects a state here, not in the story's args: Storybook's dev server would offer to save changed args
  // into this generated file.
  const [state, setState] = useState(first);
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const [width, setWidth] = useState<(typeof WIDTHS)[number]>(390);
  const [choice, setChoice] = useState(0);
  const byState = useMemo(() => storiesByState(machine), [machine]);
  const withStory = useMemo(() => new Set(byState.keys()), [byState]);
  const source = useMemo(() => {
    const labels = EVENT_LABELS[machine] ?? {};
    return withEventLabels(mermaidSource(chart), (event) => (labels[event] ? i18n._(labels[event]) : undefined));
  }, [machine, chart, i18n]);
  const paths = useMemo(() => chartStatePaths(chart), [chart]);
  const statePath = paths.get(state) ?? state;
  const unseenReason = Object.entries(UNSEEN_STATES[machine] ?? {}).find(([path]) => chartId(path) === state)?.[1];
  const unseen = unseenReason && i18n._(unseenReason);
  const stories = inLanguage(byState.get(state) ?? [], i18n.locale);
  const shown = stories[Math.min(choice, stories.length - 1)];
  const panel = useRef<HTMLElement>(null);
  const [room, setRoom] = useState<number>(width);
  useEffect(() => {
    const element = panel.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setRoom(entry.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const scale = Math.min(1, (room - 2) / width);
  const describe = useMemo(
    () => (id: string) =>
      byState.has(id) ? t`状态 ${paths.get(id) ?? id}：查看页面` : t`状态 ${paths.get(id) ?? id}`,
    [byState, paths, t],
  );

  return (
    <div style={{ display: 'flex', alignItems: 'flex-start', gap: 16, padding: 16, minHeight: '100vh', boxSizing: 'border-box' }}>
      <main style={{ flex: '1 1 0', minWidth: 0, overflow: 'auto', maxHeight: 'calc(100vh - 32px)' }}>
        <h1 style={{ fontSize: 18, margin: '0 0 4px' }}>
          <Trans>流程：{machine}</Trans>
        </h1>
        <p style={{ fontSize: 13, margin: '0 0 12px' }}>
          <Trans>点击一个状态（浅蓝色的有页面），右侧显示该状态的页面。</Trans>
        </p>
        <MermaidChart
          source={source}
          name={machine}
          selected={state}
          withStory={withStory}
          describe={describe}
          onSelect={(id) => {
            setChoice(0);
            setState(id);
          }}
        />
      </main>
      <aside ref={panel} aria-label={t`所选状态的页面`} style={{ flex: `0 0 ${PANEL[width]}`, position: 'sticky', top: 16 }}>
        <fieldset style={{ border: 0, padding: 0, margin: '0 0 8px', display: 'flex', gap: 12 }}>
          <legend style={{ fontSize: 13, marginBottom: 4 }}>
            <Trans>页面宽度</Trans>
          </legend>
          {WIDTHS.map((w) => (
            <label key={w} style={{ fontSize: 13 }}>
              <input type="radio" name="flow-width" checked={width === w} onChange={() => setWidth(w)} /> {w} px
            </label>
          ))}
        </fieldset>
        {!state && (
          <p style={{ fontSize: 14 }}>
            <Trans>尚未选择状态。</Trans>
          </p>
        )}
        {state && (
          <h2 style={{ fontSize: 16, margin: '0 0 8px' }} data-flow-selected={state}>
            <Trans>状态：{statePath}</Trans>
          </h2>
        )}
        {state && !shown && (
          <p style={{ fontSize: 14 }}>{unseen ? <Trans>此状态不显示页面：{unseen}</Trans> : <Trans>此状态还没有页面故事。</Trans>}</p>
        )}
        {stories.length > 1 && (
          <div role="group" aria-label={t`该状态的故事`} style={{ display: 'flex', flexWrap: 'wrap', gap: 6, marginBottom: 8 }}>
            {stories.map((ref, i) => (
              <button
                key={ref.id}
                type="button"
                aria-pressed={ref === shown}
                onClick={() => setChoice(i)}
                style={{
                  fontSize: 12,
                  padding: '4px 8px',
                  border: '1px solid #8aa4c2',
                  borderRadius: 4,
                  background: ref === shown ? '#1a4f8b' : '#fff',
                  color: ref === shown ? '#fff' : '#1a2b3c',
                  cursor: 'pointer',
                }}
              >
                {ref.title.split('/').pop()} · {ref.exportName}
              </button>
            ))}
          </div>
        )}
        {shown && (
          <>
            <p style={{ fontSize: 12, margin: '0 0 6px' }}>
              <a href={`index.html?path=/story/${shown.id}`} target="_top">
                {shown.title} · {shown.exportName}
              </a>
            </p>
            <div style={{ width: width * scale, height: HEIGHTS[width] * scale, overflow: 'hidden', border: '1px solid #ccc' }}>
              <iframe
                key={`${shown.id}-${i18n.locale}-${width}`}
                title={t`页面：${shown.title} · ${shown.exportName}`}
                src={`iframe.html?id=${shown.id}&viewMode=story&globals=locale:${i18n.locale}&flowEmbed=1`}
                width={width}
                height={HEIGHTS[width]}
                style={{ border: 0, transform: `scale(${scale})`, transformOrigin: '0 0' }}
              />
            </div>
          </>
        )}
      </aside>
    </div>
  );
}

/** The render of a flow page: a new `state` arg (the Controls panel, a link) starts the page on that state. */
export function FlowStory(args: FlowPageProps) {
  return <FlowPage key={args.state} {...args} />;
}
