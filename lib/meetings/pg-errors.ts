/** The unique or foreign-key constraint a Postgres error names (node-postgres and PGlite both set it), with its detail. */
export function violatedConstraint(error: unknown): { code: string; constraint?: string; detail?: string } | null {
  for (let e = error as Record<string, unknown> | undefined, i = 0; e && i < 4; e = e.cause as Record<string, unknown>, i++) {
    if (typeof e.code === 'string' && (e.code === '23505' || e.code === '23503')) {
      const message = typeof e.message === 'string' ? e.message : '';
      const constraint = typeof e.constraint === 'string' ? e.constraint : message.match(/constraint "([^"]+)"/)?.[1];
      return { code: e.code, constraint, detail: typeof e.detail === 'string' ? e.detail : undefined };
    }
  }
  return null;
}
