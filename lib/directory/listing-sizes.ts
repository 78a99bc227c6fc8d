/** Page sizes and the consultants' category of the public directory (spec §7), free of zod so listing islands can import them. */
export const PUBLIC_PAGE_SIZE = 36;
export const CONSULTANT_PAGE_SIZE = 50;
export const CONSULTANT_CATEGORY = '0403';
