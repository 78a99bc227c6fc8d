export function publicPages(baseUrl: string): Promise<string[]>;
export function lighthousePages(pages: string[]): string[];
export const SCRIPT_ONLY_PAGES: string[];
