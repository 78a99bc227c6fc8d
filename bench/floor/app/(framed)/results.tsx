/** Ten results for the term in the address, as a search page lists them (no database: only Next's work is measured). */
export async function Results({ searchParams }: { searchParams: Promise<{ q?: string }> }) {
  const { q = '' } = await searchParams;
  return (
    <ol>
      {Array.from({ length: 10 }, (_, n) => (
        <li key={n}>
          <article>
            <h2>
              <a href={`/news/${n}`}>
                {q}: result {n}
              </a>
            </h2>
            <p>A snippet of result {n} that mentions {q} among some forty other words, as a news search shows one.</p>
            <time dateTime={`2026-11-${10 + n}`}>{`2026-11-${10 + n}`}</time>
          </article>
        </li>
      ))}
    </ol>
  );
}
