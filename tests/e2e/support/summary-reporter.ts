/**
 * The run's closing lines (playwright.config.ts). When a journey failed: the last warnings and errors of each server
 * the journeys used (support/server.ts keeps them in artifacts/e2e-servers/), for a failure seen only in CI; a
 * failed test's report also has what its own server said during it. Then "e2e: N passed, N failed" (", N skipped"
 * after it when some did not run), the line CI reads.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FullResult, Reporter, Suite } from '@playwright/test/reporter';
import { SERVER_LOG_DIR } from './server';

const SERVER_LOG_LINES = 80;

function serverLogs(): string {
  if (!existsSync(SERVER_LOG_DIR)) return '';
  return readdirSync(SERVER_LOG_DIR)
    .filter((f) => f.endsWith('.log'))
    .map((f) => {
      // Not the start-up notes of fastify-openapi-glue about upload content types it leaves to the handlers.
      const lines = readFileSync(join(SERVER_LOG_DIR, f), 'utf8').split('\n').filter((l) => l.trim() && !l.includes('ContentTypeParser for'));
      return lines.length ? `\n===== server log ${join(SERVER_LOG_DIR, f)} (last ${SERVER_LOG_LINES} lines) =====\n${lines.slice(-SERVER_LOG_LINES).join('\n')}\n` : '';
    })
    .join('');
}

export default class SummaryReporter implements Reporter {
  private suite: Suite | undefined;
  private ran = false;

  onBegin(_config: unknown, suite: Suite): void {
    this.suite = suite;
  }

  onTestBegin(): void {
    this.ran = true;
  }

  onEnd(_result: FullResult): void {
    // Nothing ran: a listing (--list), or a run that never started (Playwright says why).
    if (!this.ran) return;
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    // A test that never ran (after a failure in a serial file, or in an interrupted run) counts as skipped.
    for (const test of this.suite?.allTests() ?? []) {
      const outcome = test.outcome();
      if (outcome === 'expected' || outcome === 'flaky') passed += 1;
      else if (outcome === 'unexpected') failed += 1;
      else skipped += 1;
    }
    if (failed) process.stdout.write(serverLogs());
    console.log(`\ne2e: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
  }

  printsToStdio(): boolean {
    return true;
  }
}
