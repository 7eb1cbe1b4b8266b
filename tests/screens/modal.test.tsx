/**
 * The modal opens in the next frame's callbacks (src/components/modal.tsx): apart from the commit that
 * mounts it, so the browser's style and layout work for showModal is not one long task with the render. It is
 * never drawn closed: the frame's callbacks run before the frame is drawn.
 */
import { screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Modal } from '../../src/components/modal';
import { preloadLocales, renderUi } from './render-ui';

beforeAll(preloadLocales);
afterEach(() => vi.restoreAllMocks());

function Note() {
  const focusRef = useRef<HTMLParagraphElement>(null);
  return (
    <Modal role="alertdialog" title="Important note" initialFocusRef={focusRef}>
      <p ref={focusRef} tabIndex={-1}>
        Read me first
      </p>
    </Modal>
  );
}

/** Holds requestAnimationFrame's callbacks until the test runs them, as the browser does until its next frame. */
function holdFrames() {
  const callbacks: FrameRequestCallback[] = [];
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => callbacks.push(cb));
  return () => callbacks.splice(0).forEach((cb) => cb(performance.now()));
}

describe('Modal', () => {
  it("opens and takes focus in the next frame's callbacks, not in the commit that mounts it", async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    const nextFrame = holdFrames();
    await renderUi(<Note />, 'en');
    const dialog = document.querySelector('dialog')!;
    expect(dialog.open).toBe(false);
    nextFrame();
    expect(dialog.open).toBe(true);
    expect(screen.getByRole('alertdialog', { name: 'Important note' })).toBe(dialog);
    expect(screen.getByText('Read me first')).toHaveFocus();
  });

  it('opens at once in a hidden tab, which draws no frames', async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    holdFrames();
    await renderUi(<Note />, 'en');
    expect(screen.getByRole('alertdialog', { name: 'Important note' })).toHaveAttribute('open');
    expect(screen.getByText('Read me first')).toHaveFocus();
  });
});
