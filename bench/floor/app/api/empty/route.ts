import { connection } from 'next/server';

/** A route handler that answers per request with a line of JSON: the floor of the public JSON reads. */
export async function GET(request: Request) {
  await connection();
  return Response.json({ q: new URL(request.url).searchParams.get('q') });
}
