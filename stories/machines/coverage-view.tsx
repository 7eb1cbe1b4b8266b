import { Plural, Trans } from '@lingui/react/macro';
import type { CSSProperties } from 'react';

export interface Ratio {
  reached: number;
  total: number;
}
export interface MachineSummary {
  machine: string;
  card: string | null;
  unit: { paths: number; states: Ratio; transitions: Ratio } | null;
  browser: null | {
    states: Ratio;
    transitions: Ratio;
    paths: Array<{ id: string; name: string; steps: number; states: number; transitions: number }>;
  };
}

const cellStyle: CSSProperties = { border: '1px solid #cbd5e0', padding: '4px 8px', textAlign: 'left', verticalAlign: 'top' };
const full = '#e6f4ea';
const partial = '#fefcbf';

function RatioCell({ ratio }: { ratio: Ratio | undefined }) {
  if (!ratio) return <td style={cellStyle}>—</td>;
  // One decimal, never 100 % for what is not all (nor 0 % for what is some).
  const percent =
    !ratio.total || ratio.reached === ratio.total ? 100 : Math.min(99.9, Math.max(0.1, Math.round((ratio.reached / ratio.total) * 1000) / 10));
  return (
    <td style={{ ...cellStyle, background: ratio.reached === ratio.total ? full : partial }}>
      {ratio.reached}/{ratio.total} ({percent} %)
    </td>
  );
}

/**
 * What the model-based walks reach in each machine (machines/coverage.json, written by `npm run paths -- --coverage`
 * and checked current by `npm test`): the unit walks with fake actors, and the paths the browser walks replay
 * through the real UI. Path names are the machine's events in words, as `npm run paths` prints them.
 */
export function CoverageView({ machines }: { machines: MachineSummary[] }) {
  return (
    <article style={{ padding: 16, fontSize: 14, lineHeight: 1.5 }}>
      <h1 style={{ fontSize: 22, margin: '0 0 8px' }}>
        <Trans>状态机覆盖率</Trans>
      </h1>
      <p style={{ maxWidth: 880 }}>
        <Trans>
          单元路径以模拟的服务端应答走遍每个状态机；浏览器路径经真实界面与服务器重放。设计卡片列出的状态机必须由单元路径完全覆盖，否则 npm test
          失败。运行 npm run paths 查看每条路径，npm run paths -- --run 加路径编号可在 Chromium 中重放并留下追踪记录。
        </Trans>
      </p>
      <table style={{ borderCollapse: 'collapse', margin: '12px 0' }}>
        <thead>
          <tr>
            <th scope="col" style={cellStyle}><Trans>状态机</Trans></th>
            <th scope="col" style={cellStyle}><Trans>单元路径</Trans></th>
            <th scope="col" style={cellStyle}><Trans>单元路径覆盖的状态</Trans></th>
            <th scope="col" style={cellStyle}><Trans>单元路径覆盖的转换</Trans></th>
            <th scope="col" style={cellStyle}><Trans>浏览器路径</Trans></th>
            <th scope="col" style={cellStyle}><Trans>浏览器路径覆盖的状态</Trans></th>
            <th scope="col" style={cellStyle}><Trans>浏览器路径覆盖的转换</Trans></th>
          </tr>
        </thead>
        <tbody>
          {machines.map((m) => (
            <tr key={m.machine}>
              <th scope="row" style={cellStyle}>
                <code lang="en">{m.machine}</code>
                {m.card && (
                  <div style={{ fontWeight: 'normal', color: '#4a5568' }}>
                    <Trans>设计卡片：</Trans><span lang="en">{m.card}</span>
                  </div>
                )}
              </th>
              <td style={cellStyle}>{m.unit?.paths ?? '—'}</td>
              <RatioCell ratio={m.unit?.states} />
              <RatioCell ratio={m.unit?.transitions} />
              <td style={cellStyle}>{m.browser?.paths.length ?? '—'}</td>
              <RatioCell ratio={m.browser?.states} />
              <RatioCell ratio={m.browser?.transitions} />
            </tr>
          ))}
        </tbody>
      </table>
      {machines
        .filter((m) => m.browser)
        .map((m) => (
          <section key={m.machine}>
            <h2 style={{ fontSize: 17, margin: '16px 0 4px' }}>
              <Trans>
                <code lang="en">{m.machine}</code> 的浏览器路径
              </Trans>
            </h2>
            <ol style={{ margin: 0 }}>
              {m.browser!.paths.map((p) => (
                <li key={p.id}>
                  <code lang="en">{p.id}</code> <span lang="en">{p.name}</span>{' '}
                  <span style={{ color: '#4a5568' }}>
                    <Trans>
                      （<Plural value={p.steps} one="# 步" other="# 步" />，{p.states} 个状态，{p.transitions} 个转换）
                    </Trans>
                  </span>
                </li>
              ))}
            </ol>
          </section>
        ))}
    </article>
  );
}
