/** A page's state in a few lines, for the CI log (runs in the page: page.evaluate(describePage)). */
export function describePage(): string {
  const visible = (el: Element) => (el as HTMLElement).offsetParent !== null || getComputedStyle(el).position === 'fixed';
  const text = (el: Element | null) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 120);
  const list = (selector: string) =>
    [...document.querySelectorAll(selector)].filter(visible).map((el) => `"${text(el)}"`).join(', ') || 'none';
  const active = document.activeElement;
  return [
    `lang: ${document.documentElement.lang}`,
    `h1: "${text(document.querySelector('h1'))}"`,
    `menus: ${list('[role=menu]')}`,
    `dialogs: ${list('[role=dialog],[role=alertdialog]')}`,
    `toasts: ${list('[data-scope=toast][data-part=root]')}`,
    `focus: ${active ? `${active.tagName.toLowerCase()}${active.getAttribute('role') ? `[role=${active.getAttribute('role')}]` : ''} "${text(active)}"` : 'none'}`,
  ].join('\n  ');
}
