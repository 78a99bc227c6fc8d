export type ScriptFile = { src: string; gzip: number };
export type PageWeight = { path: string; gzip: number; inlineGzip: number; files: ScriptFile[] };
export function scriptSources(html: string): string[];
export function inlineScriptBytes(html: string): number;
export function pageScriptWeight(baseUrl: string, path: string, cache?: Map<string, number>): Promise<PageWeight>;
