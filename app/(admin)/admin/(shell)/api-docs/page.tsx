import { requireAdminPage } from '@/lib/auth/page';
import { openApiDocument } from '@/lib/api/openapi';
import { PageHeader } from '@/components/admin/PageHeader';
import ui from '@/components/admin/ui.module.css';
import { TableHead } from '@/components/ui/TableHead';
import table from '@/components/ui/table.module.css';
import css from './api-docs.module.css';

type Schema = { type?: string; format?: string; properties?: Record<string, Schema>; required?: string[]; enum?: unknown[]; items?: Schema };
type Operation = {
  tags: string[];
  'x-roles': string[];
  parameters: { name: string; required: boolean; schema: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
};

function typeOf(schema: Schema): string {
  if (schema.format === 'binary') return 'file';
  if (schema.enum) return schema.enum.map(String).join(' | ');
  if (schema.type === 'array') return `${schema.items ? typeOf(schema.items) : 'any'}[]`;
  return schema.type ?? 'any';
}

/** An object schema's fields, one a line: `name* type`, the asterisk marking the required ones. */
function fields(schema: Schema | undefined, none = '—') {
  const entries = Object.entries(schema?.properties ?? {});
  if (!entries.length) return <span className={ui.muted}>{none}</span>;
  return <code className={css.fields}>{entries.map(([name, field]) => `${name}${schema?.required?.includes(name) ? '*' : ''} ${typeOf(field)}`).join('\n')}</code>;
}

/** The API reference for staff and integrators: every route of every table, from the same document as /api/openapi.json. */
export default async function ApiDocsPage() {
  await requireAdminPage();
  const doc = openApiDocument();
  const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods as Record<string, Operation>).map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
  );
  return (
    <div className={ui.card}>
      <PageHeader title="API лавлах">
        <a href="/api/openapi.json">openapi.json</a>
      </PageHeader>
      <p className={ui.muted}>
        {doc.info.description} * — заавал бөглөх талбар. Эрх: admin, moderator, user — удирдлагын бүртгэлийн эрх; anyone — нэвтрэлтгүй (оролцогч,
        гишүүний сесс шаардах замууд өөрсдөө шалгана).
      </p>
      {doc.tags.map((tag) => (
        <section key={tag.name} id={tag.name.slice(1).replaceAll('/', '-')}>
          <h2>{tag.name}</h2>
          <p className={ui.muted}>{tag.description}</p>
          {/* Six columns do not fit a phone: the table scrolls in its box, reachable by keyboard. */}
          <div className={table.wrap} role="region" aria-label={tag.name} tabIndex={0}>
            <table className={`${table.table} ${css.routes}`}>
              <TableHead headings={['Арга', 'Зам', 'Эрх', 'Query', 'Body', '200']} />
              <tbody>
                {operations
                  .filter(({ op }) => op.tags[0] === tag.name)
                  .map(({ path, method, op }) => {
                    const [bodyType, body] = Object.entries(op.requestBody?.content ?? {})[0] ?? [];
                    const query = { properties: Object.fromEntries(op.parameters.map((p) => [p.name, p.schema])), required: op.parameters.filter((p) => p.required).map((p) => p.name) };
                    return (
                      <tr key={`${method} ${path}`}>
                        <td>
                          <code>{method}</code>
                        </td>
                        <td>
                          <code>{path}</code>
                        </td>
                        <td>{op['x-roles'].join(', ')}</td>
                        <td>{fields(query)}</td>
                        <td>
                          {bodyType && <div className={ui.muted}>{bodyType}</div>}
                          {body && fields(body.schema)}
                        </td>
                        <td>{fields(op.responses['200']?.content?.['application/json']?.schema, 'JSON')}</td>
                      </tr>
                    );
                  })}
              </tbody>
            </table>
          </div>
        </section>
      ))}
    </div>
  );
}
