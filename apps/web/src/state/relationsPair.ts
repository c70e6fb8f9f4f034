import { create } from 'zustand';

/**
 * The two profiles chosen on /stellarTies (A and B), kept for its detail screens and the deep
 * report. null: not chosen, so A is the current profile and B the next one.
 */
export interface RelationsPairState {
  a: number | null;
  b: number | null;
  /** the deep report opened last (when /deepInterpretationHpReport has no id in its query) */
  reportId: number | null;
  setPair(a: number, b: number): void;
  setReport(reportId: number | null): void;
  clear(): void;
}

export const useRelationsPairStore = create<RelationsPairState>()((set) => ({
  a: null,
  b: null,
  reportId: null,
  setPair: (a, b) => set({ a, b }),
  setReport: (reportId) => set({ reportId }),
  clear: () => set({ a: null, b: null, reportId: null }),
}));
