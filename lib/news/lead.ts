/** Text of an HTML fragment for comparison: tags dropped, common entities read, spaces collapsed. */
function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The body without its opening paragraph when that paragraph only repeats the summary, which the page
 * already prints as the lead above it (issue 27.7: the lead sentence was shown twice). Any other body is
 * returned as it is.
 */
export function withoutRepeatedLead(html: string, summary: string | null | undefined): string {
  const lead = summary ? plainText(summary) : '';
  if (!lead) return html;
  const first = /^\s*<p\b[^>]*>([\s\S]*?)<\/p>/i.exec(html);
  return first && plainText(first[1]!) === lead ? html.slice(first[0].length) : html;
}
