/** The import's report, as the API answers it and the admin screen shows it. Client-safe. */
export type Rejected = { kind: 'trade' | 'notice'; row: number; reasons: string[] };
export type KindCounts = { inserted: number; updated: number; unchanged: number };
export type ImportReport = {
  trades: KindCounts;
  notices: KindCounts;
  accepted: number;
  rejectedCount: number;
  /** The first rejected rows with their reasons (the count says how many there were in all). */
  rejected: Rejected[];
};
