// Types for the tests that import lighthouse-targets.mjs.
export const TARGET: { publicScore: number; clientScore: number; lcp: number; tbt: number; cls: number };
export const REFERENCE_THERE: { score: number; tbt: number; lcp: number };
export interface Calibration { deficit: number; tbtFactor: number; lcpFactor: number }
export interface Targets { score: number; lcp: number; tbt: number; cls: number }
export function calibrate(reference?: { score: number; tbt: number; lcp: number }): Calibration;
export function targetsOnHost(minScore: number, calibration: Calibration): Targets;
export function misses(row: { score: number; lcp: number; tbt: number; cls: number }, t: Targets): string[];
export const SLOW_HOST_REFERENCE_SCORE: number;
export function hostTooSlow(reference?: { score: number }): boolean;
export type Metric = 'score' | 'LCP' | 'TBT' | 'CLS';
export const METRICS: Metric[];
export function gatedMisses(row: { score: number; lcp: number; tbt: number; cls: number }, t: Targets, tooSlow: boolean, metrics?: readonly Metric[]): string[];
export interface Figures { score: number; lcp: number; tbt: number; cls: number }
export function onIssueMachine(run: Figures, calibration: Calibration): Figures;
export function judgedFigures(runs: Figures[], referenceRuns?: Figures[]): Figures;
export function issueTargets(minScore: number): Targets;
