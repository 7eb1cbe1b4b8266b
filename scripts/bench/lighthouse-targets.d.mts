// Types for the tests that import lighthouse-targets.mjs.
export const TARGET: { publicScore: number; clientScore: number; lcp: number; tbt: number; cls: number };
export const REFERENCE_THERE: { score: number; tbt: number; lcp: number };
export const BLOCKING_THRESHOLD_MS: number;
export interface Calibration { slowdown: number; lcpFactor: number }
export interface Targets { score: number; lcp: number; tbt: number; cls: number }
export interface Figures { score: number; lcp: number; tbt: number; cls: number }
/** A long task as Lighthouse simulated it (ms). */
export interface Task { startTime: number; duration: number }
/** A metric's scoring curve and weight in the performance score, and its score in the run. */
export interface Curve { p10: number; median: number; weight: number; score: number | null }
/** One Lighthouse run: its figures, and what the calibration needs of it. */
export interface Run extends Figures {
  fcp?: number;
  tti?: number;
  si?: number;
  tasks?: Task[];
  scoring?: { tbt: Curve; lcp: Curve };
}
export function runFigures(lhr: unknown): Run & { fcp: number; si: number; tasks: Task[]; scoring: { tbt: Curve; lcp: Curve } };
export function blockingTime(run: Run, slowdown?: number): number;
export function tbtAt(run: Run, slowdown: number): number;
export function calibrate(reference?: Run): Calibration;
export function misses(row: Figures, t: Targets): string[];
export const SLOW_HOST_REFERENCE_SCORE: number;
export function hostTooSlow(reference?: { score: number }): boolean;
export type Metric = 'score' | 'LCP' | 'TBT' | 'CLS';
export const METRICS: Metric[];
export function gatedMisses(row: Figures, t: Targets, tooSlow: boolean, metrics?: readonly Metric[]): string[];
export function onIssueMachine(run: Run, calibration: Calibration): Figures;
export function judgedFigures(runs: Run[], referenceRuns?: Run[]): Figures;
export function issueTargets(minScore: number): Targets;
