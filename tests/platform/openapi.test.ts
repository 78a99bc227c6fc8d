import { describe, expect, it } from 'vitest';
import { GET } from '@/app/api/openapi.json/route';
import { openApiDocument } from '@/lib/api/openapi';
import { allTables } from '@/lib/api/tables';

type Operation = {
  operationId: string;
  'x-roles': string[];
  parameters: { name: string; in: string; required: boolean }[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, { format?: string }> } }> };
  responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }>;
};

const doc = openApiDocument();
const operation = (path: string, method: string) => (doc.paths[path] as Record<string, Operation> | undefined)?.[method.toLowerCase()];

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 and served as JSON at /api/openapi.json', async () => {
    const res = GET();
    expect(res.headers.get('content-type')).toContain('application/json');
    const served = await res.json();
    expect(served.openapi).toBe('3.1.0');
    expect(Object.keys(served.paths).length).toBe(Object.keys(doc.paths).length);
  });

  it('has every route of every table, with its method', () => {
    const missing = allTables.flatMap((table) =>
      table.routes.filter((r) => !operation(`${table.prefix}${r.path}`, r.method)).map((r) => `${r.method} ${table.prefix}${r.path}`),
    );
    expect(missing).toEqual([]);
    const routeCount = allTables.reduce((n, t) => n + t.routes.length, 0);
    const operationCount = Object.values(doc.paths).reduce((n, methods) => n + Object.keys(methods).length, 0);
    expect(operationCount).toBe(routeCount);
    expect(routeCount).toBeGreaterThan(200);
  });

  it('fails this check when a route is left out', () => {
    const partial = openApiDocument(allTables.map((t) => ({ ...t, routes: t.routes.slice(1) })));
    const first = allTables[0]!.routes[0]!;
    expect((partial.paths[`${allTables[0]!.prefix}${first.path}`] as Record<string, unknown> | undefined)?.[first.method.toLowerCase()]).toBeUndefined();
  });

  it('gives query parameters, JSON and multipart bodies (files as binary) and unique operation ids', () => {
    const news = operation('/api/mm/get/news', 'GET')!;
    expect(news.parameters.map((p) => [p.name, p.in])).toEqual(expect.arrayContaining([['category', 'query'], ['page', 'query'], ['limit', 'query']]));
    const multipart = allTables.flatMap((t) => t.routes.filter((r) => r.multipart).map((r) => operation(`${t.prefix}${r.path}`, r.method)!));
    expect(multipart.length).toBeGreaterThan(10);
    for (const op of multipart) expect(Object.keys(op.requestBody!.content)).toEqual(['multipart/form-data']);
    const company = operation('/api/admin/insert/member-companies', 'POST')!;
    expect(company.requestBody!.content['multipart/form-data']!.schema.properties!.image).toMatchObject({ format: 'binary' });
    const json = allTables.flatMap((t) => t.routes.filter((r) => r.body && !r.multipart).map((r) => operation(`${t.prefix}${r.path}`, r.method)!));
    for (const op of json) expect(Object.keys(op.requestBody!.content)).toEqual(['application/json']);
    const ids = Object.values(doc.paths).flatMap((methods) => Object.values(methods as Record<string, Operation>).map((op) => op.operationId));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('says which roles each route needs and documents the error shape and main responses', () => {
    expect(operation('/api/admin/get/account', 'GET')!['x-roles']).toEqual(['admin', 'moderator', 'user']);
    expect(operation('/api/admin/insert/member-companies', 'POST')!['x-roles']).toEqual(['admin', 'moderator']);
    const accountsOnly = allTables.flatMap((t) => t.routes.filter((r) => r.access === 'accounts').map((r) => operation(`${t.prefix}${r.path}`, r.method)!));
    expect(accountsOnly.length).toBeGreaterThan(0);
    for (const op of accountsOnly) expect(op['x-roles']).toEqual(['admin']);
    expect(operation('/api/mm/get/news', 'GET')!['x-roles']).toEqual(['anyone']);
    expect(doc.components.schemas.Error).toMatchObject({ required: ['error', 'message'], properties: { error: { type: 'string' }, message: { type: 'string' } } });
    expect(operation('/api/mm/get/news', 'GET')!.responses['400']!.content!['application/json']!.schema).toEqual({ $ref: '#/components/schemas/Error' });
    expect(operation('/api/mm/get/news', 'GET')!.responses['200']!.content!['application/json']!.schema).toMatchObject({
      properties: { news: { type: 'array' }, totalPages: { type: 'integer' } },
    });
  });
});
