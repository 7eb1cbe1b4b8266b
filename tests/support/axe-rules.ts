/**
 * The axe-core rules the product is held to, in one place for every runner: the browser journeys' sweep
 * (tests/e2e/support/axe.ts has the same values), Storybook's Accessibility panel (.storybook/preview.tsx) and the
 * stories' jsdom run (tests/screens/stories.test.tsx). WCAG 2.0/2.1/2.2 A and AA, plus target-size, which axe
 * tags wcag22aa but leaves off by default. No Node import: the Storybook preview runs this in the browser.
 */
import type { RunOptions } from 'axe-core';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export const AXE_RULES = {
  runOnly: { type: 'tag', values: AXE_TAGS },
  rules: { 'target-size': { enabled: true } },
} satisfies RunOptions;

/** The impacts that fail a run; moderate and minor ones are shown (the Accessibility panel) but do not fail. */
export const BLOCKING_IMPACTS: readonly string[] = ['serious', 'critical'];
