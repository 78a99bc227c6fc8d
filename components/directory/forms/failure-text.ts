import { SubmitError } from './submit';

/**
 * What the visitor reads when a submission fails: the spec's "Алдаа гарлаа." and, when the server said
 * why (a refused logo, too many attempts), its reason as well.
 */
export function failureText(error: unknown, failed: string): string {
  const reason = error instanceof SubmitError && error.status < 500 ? error.message : '';
  return reason ? `${failed} ${reason}` : failed;
}
