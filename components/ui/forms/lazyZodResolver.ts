'use client';

import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';

/**
 * A react-hook-form resolver whose zod schema — the same one the API handler validates with — is fetched
 * with zod itself (≈35 KB gzip) on the form's first validation instead of with the page (useFormOnDemand
 * starts that fetch already when the visitor first focuses the form).
 */
export function lazyZodResolver<T extends FieldValues>(loadSchema: () => Promise<ZodType>): Resolver<T> {
  let ready: Promise<Resolver<T>> | undefined;
  const get = () =>
    (ready ??= Promise.all([loadSchema(), import('@hookform/resolvers/zod')])
      .then(([schema, { zodResolver }]) => zodResolver(schema as never) as unknown as Resolver<T>)
      .catch((error: unknown) => {
        ready = undefined; // a failed fetch (offline) is retried on the next validation
        throw error;
      }));
  return async (values, context, options) => (await get())(values, context, options);
}
