'use client';

import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';

export type LazyResolver<T extends FieldValues> = Resolver<T> & { preload: () => void };

/**
 * A react-hook-form resolver whose zod schema — the same one the API handler validates with — is fetched
 * with zod itself (≈35 KB gzip) on the form's first validation instead of with the page. `preload` starts
 * the fetch earlier, e.g. when the visitor first focuses the form.
 */
export function lazyZodResolver<T extends FieldValues>(loadSchema: () => Promise<ZodType>): LazyResolver<T> {
  let ready: Promise<Resolver<T>> | undefined;
  const get = () =>
    (ready ??= Promise.all([loadSchema(), import('@hookform/resolvers/zod')])
      .then(([schema, { zodResolver }]) => zodResolver(schema as never) as unknown as Resolver<T>)
      .catch((error: unknown) => {
        ready = undefined; // a failed fetch (offline) is retried on the next validation
        throw error;
      }));
  const resolver: Resolver<T> = async (values, context, options) => (await get())(values, context, options);
  return Object.assign(resolver, { preload: () => void get().catch(() => undefined) });
}
