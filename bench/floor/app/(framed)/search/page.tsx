import { Suspense } from 'react';
import { Results } from '../results';

/** Rendered per request (it reads the address); with partial prerendering the frame and heading are a prerendered shell. */
export default function SearchPage({ searchParams }: { searchParams: Promise<{ q?: string }> }) {
  return (
    <main>
      <h1>Search</h1>
      <Suspense fallback={<p>Searching…</p>}>
        <Results searchParams={searchParams} />
      </Suspense>
    </main>
  );
}
