import { Suspense } from 'react';

async function Term({ searchParams }: { searchParams: Promise<{ q?: string }> }) {
  return <p>{(await searchParams).q}</p>;
}

/** The least a page rendered per request can be: a document with one paragraph from the address. */
export default function EmptyPage({ searchParams }: { searchParams: Promise<{ q?: string }> }) {
  return (
    <Suspense>
      <Term searchParams={searchParams} />
    </Suspense>
  );
}
