import { z } from 'zod';
import { MAX_TERM_LENGTH } from './terms';
import { isSearchable } from './advice';

/** The `term` of every search API: any alphabet; empty or over-long terms are a 400 with the spec's wording. */
export const searchTermParam = z
  .string({ error: 'term оруулна уу.' })
  .max(MAX_TERM_LENGTH * 2, 'Хайлтын үг хэт урт байна.')
  .refine(isSearchable, 'term оруулна уу.');
