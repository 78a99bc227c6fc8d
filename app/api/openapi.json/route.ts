import { openApiDocument } from '@/lib/api/openapi';

export const dynamic = 'force-static';

/** The OpenAPI 3.1 document of every API route, generated from the route tables. */
export function GET() {
  return Response.json(openApiDocument(), { headers: { 'Cache-Control': 'public, max-age=300' } });
}
