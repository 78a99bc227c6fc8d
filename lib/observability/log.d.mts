/** Types for log.mjs (plain JavaScript: the server script loads it without a build step). */
import type { Logger } from 'pino';

export const logger: Logger;
/** pino's `time` field, as pino.stdTimeFunctions.isoTime writes it. */
export function isoTime(): string;
