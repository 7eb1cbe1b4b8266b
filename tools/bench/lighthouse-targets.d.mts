// Types for the tests that import lighthouse-targets.mjs.
export interface Ratios { lcp?: number; tbt?: number }
export const FLOOR_RATIOS: Record<string, Ratios>;
export const MAX_CLS: number;
export type Metric = 'LCP' | 'TBT' | 'CLS';
export const METRICS: Metric[];
export interface Figures { score: number; fcp?: number; lcp: number; tbt: number; cls: number; si?: number }
/** The targets of a page: ratios to the floor page (those it is held to), and its CLS limit. */
export interface Targets extends Ratios { cls: number }
/** A page's judged figures: LCP and TBT as multiples of the floor page's, CLS as measured. */
export interface Judged { lcp: number; tbt: number; cls: number }
export function runFigures(lhr: unknown): Figures & { fcp: number; si: number };
export function median(xs: number[]): number;
export function ratio(value: number, floor: number): number;
export function judgedRatios(runs: Figures[], floorRuns: Figures[]): Judged;
export function pageTargets(path: string): Targets;
export function misses(judged: Judged, t: Targets): string[];
export function gatedMisses(judged: Judged, t: Targets, metrics?: readonly Metric[]): string[];
