/**
 * A screen story that names its machine state (`parameters.flowState`, stories/flows/flow-index.ts) links to that
 * state on its flow page ("Flows/<Name>"), above the screen: in Storybook's window only, where the link leads. A
 * story opened on its own (the smoke test, the review sheet's shots) or inside a flow page (`flowEmbed`) shows the
 * screen alone.
 */
import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { flowPageHref, flowStatesOf } from '../flows/flow-index';

function inStorybookWindow(): boolean {
  if (typeof window === 'undefined' || window.top === window.self) return false;
  return !new URLSearchParams(window.location.search).has('flowEmbed');
}

export function FlowLinks({ flowState, children }: { flowState: unknown; children: ReactNode }) {
  const { t, i18n } = useLingui();
  const states = flowStatesOf(flowState).flatMap(({ machine, state }) =>
    (typeof state === 'string' ? [state] : state).map((path) => ({ machine, path })),
  );
  if (!states.length || !inStorybookWindow()) return <>{children}</>;
  return (
    <>
      <nav aria-label={t`流程图`} style={{ fontSize: 12, padding: '4px 8px', background: '#f3f6fa', borderBottom: '1px solid #d9e0e8' }}>
        <Trans>在流程图中查看：</Trans>{' '}
        {states.map(({ machine, path }, i) => (
          <span key={`${machine}.${path}`}>
            {i > 0 && ' · '}
            <a href={flowPageHref(machine, path, i18n.locale)} target="_top" style={{ color: '#1a4f8b' }}>
              {machine} › {path}
            </a>
          </span>
        ))}
      </nav>
      {children}
    </>
  );
}
