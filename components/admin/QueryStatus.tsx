import type { AdminApiError } from './api';
import { Spinner } from './Spinner';
import ui from './ui.module.css';

type Props = { query: { isLoading: boolean; error: AdminApiError | null }; /** The failure's text when not the server's message (e.g. a 404 said as 'empty'). */ errorText?: (error: AdminApiError) => string };

/** A read's state above its content: the spinner while it loads, its failure as an alert. */
export function QueryStatus({ query, errorText }: Props) {
  if (query.isLoading) return <Spinner />;
  if (!query.error) return null;
  return (
    <p className={ui.error} role="alert">
      {errorText ? errorText(query.error) : query.error.message}
    </p>
  );
}
