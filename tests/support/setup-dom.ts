import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { removeToasts } from '../../src/components/toaster';

// A screen's later parts are lazy chunks (a detail page's tabs, dialogs): findBy… and waitFor wait for them as a
// person would, and on a 2-core machine busy with builds beside the tests an import can take well over Testing
// Library's default second. The test's own limit (vitest.config.ts testTimeout) still stops a hang.
configure({ asyncUtilTimeout: 10_000 });

// The screen files share one module graph per worker (vitest.config.ts `isolate: false`): what a test leaves in a
// module-level store must go with it. The app's toasts live in the toaster's store, outside React's tree.
afterEach(async () => {
  cleanup();
  await removeToasts();
});

// jsdom has <dialog> but not showModal()/close(): the modal's open state is all the screen tests need.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
