export type FlightRow = { id: string; tag: string; value: unknown };
export type PageWeight = {
  html: number;
  markup: number;
  rsc: number;
  otherScripts: number;
  markupByKind: Record<string, number>;
  rscByKind: Record<string, number>;
  rscByClient: Record<string, number>;
};
export function flightText(html: string): string;
export function flightRows(text: string): FlightRow[];
export function analysePage(html: string): PageWeight;
export const WEIGHT_PAGES: string[];
export function pageWeights(baseUrl: string, paths?: string[]): Promise<(PageWeight & { path: string })[]>;
