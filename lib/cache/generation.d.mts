/** Types for generation.mjs (plain JavaScript: the cache handler and the server script load it at run time). */
export function localGeneration(): number;
export function advanceLocalGeneration(): void;
export function sharedGenerationKey(prefix?: string): string;
