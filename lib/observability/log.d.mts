/** Types for log.mjs (plain JavaScript: the server script loads it without a build step). */
import type { Logger } from 'pino';

export const logger: Logger;
