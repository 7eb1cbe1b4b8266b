import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../render-ui';
import { SafeHtml, sanitizeHtml } from '../../../../src/screens/client/content/safe-html';

describe('SafeHtml', () => {
  it('renders a <script>, an onerror attribute and a javascript: link inert', async () => {
    const ran = vi.fn();
    (window as unknown as { __ran: () => void }).__ran = ran;
    const html =
      '<p>Hello <strong>investor</strong></p>' +
      '<script>window.__ran()</script>' +
      '<img src="x" onerror="window.__ran()">' +
      '<a href="javascript:window.__ran()">click</a>' +
      '<a href="https://harbourline.example/">ok</a>';
    const { container } = await renderUi(<SafeHtml html={html} />);
    expect(container.querySelector('script')).toBeNull();
    const img = container.querySelector('img');
    expect(img?.getAttribute('onerror')).toBeNull();
    const links = [...container.querySelectorAll('a')];
    expect(links[0].getAttribute('href')).toBeNull();
    links[0].click();
    expect(links[1].getAttribute('href')).toBe('https://harbourline.example/');
    expect(container.textContent).toContain('Hello investor');
    expect(ran).not.toHaveBeenCalled();
  });

  it('keeps the simple markup articles use', () => {
    expect(sanitizeHtml('<h3>Key points</h3><ul><li>a</li></ul>')).toBe('<h3>Key points</h3><ul><li>a</li></ul>');
    expect(sanitizeHtml('<p style="color:red" onclick="x()">t</p>')).toBe('<p>t</p>');
  });
});
