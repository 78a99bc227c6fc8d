/** A page's [id] segment as a positive database id, or null (the page then answers 404). */
export function routeId(raw: string): number | null {
  return /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}
