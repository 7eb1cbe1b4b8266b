/**
 * The loader shell of a page (src/routes/-page-states.tsx). What a user would notice: while a page's data loads it
 * shows in its loading state, and when the loader fails it says what failed, with the page's other props (the list
 * it is, the address it reads) the same as once loaded.
 */
import { act, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { failedPage, pendingPage, type PageStatus } from '../../src/routes/-page-states';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function ListPage({ status, path }: { status: PageStatus; path: string }) {
  return <p>{`${path}: ${status.kind === 'error' ? status.message : status.kind}`}</p>;
}

let host: HTMLElement;
function show(element: ReactElement): string {
  host = document.body.appendChild(document.createElement('div'));
  act(() => createRoot(host).render(element));
  return host.textContent ?? '';
}

afterEach(() => host.remove());

describe('a page while its loader runs and when it fails', () => {
  it('shows the page loading, with the props the route names', () => {
    const Pending = pendingPage(ListPage, { path: '/companyNews' });
    expect(show(<Pending />)).toBe('/companyNews: loading');
  });

  it("shows the page failed, with the loader's message", () => {
    const Failed = failedPage(ListPage, { path: '/investment' });
    expect(show(<Failed error={new Error('网络异常')} reset={() => undefined} />)).toBe('/investment: 网络异常');
  });
});
