// Types for the tests that import lighthouse-targets.mjs.
export const TARGET: { publicScore: number; clientScore: number; lcp: number; tbt: number; cls: number };
export const REFERENCE_THERE: { score: number; tbt: number; lcp: number };
export const BLOCKING_THRESHOLD_MS: number;
export const LIGHTHOUSE_CPU_SLOWDOWN: number;
export interface Calibration { slowdown: number; cpuMultiplier: number }
export interface Targets { score: number; lcp: number; tbt: number; cls: number }
export interface Figures { score: number; lcp: number; tbt: number; cls: number }
/** A long task as Lighthouse simulated it (ms). */
export interface Task { startTime: number; duration: number }
/** One Lighthouse run: its figures, and what the calibration needs of it. */
export interface Run extends Figures {
  fcp?: number;
  tti?: number;
  si?: number;
  tasks?: Task[];
  /** The run's figures as on the targets' machine: its re-simulation at its round's calibration. */
  there?: Figures;
}
export function runFigures(lhr: unknown): Run & { fcp: number; si: number; tasks: Task[] };
export function blockingTime(run: Run, slowdown?: number): number;
export function tbtAt(run: Run, slowdown: number): number;
export function calibrate(reference?: Run): Calibration;
export function misses(row: Figures, t: Targets): string[];
export const SLOW_HOST_REFERENCE_SCORE: number;
export function hostTooSlow(reference?: { score: number }): boolean;
export type Metric = 'score' | 'LCP' | 'TBT' | 'CLS';
export const METRICS: Metric[];
export function gatedMisses(row: Figures, t: Targets, tooSlow: boolean, metrics?: readonly Metric[]): string[];
export function onTargetsMachine(run: Run): Figures;
export function judgedFigures(runs: Run[]): Figures;
export function pageTargets(minScore: number): Targets;
