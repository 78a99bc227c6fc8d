import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Field, Resource } from '@/components/admin/resource/define';
import { allResources } from './resources';

/**
 * Every text a resource names is a key of its namespace, whose first part names the file: 'admin.…' is
 * messages/mn/admin.json, 'adminYellow.…' messages/mn/adminYellow.json (the back office is Mongolian).
 */
const messagesOf = (file: string) => JSON.parse(readFileSync(path.resolve(__dirname, '../../messages/mn', `${file}.json`), 'utf8')) as Record<string, unknown>;

function lookup(namespace: string, key: string): unknown {
  const [file, ...rest] = namespace.split('.');
  return [...rest, ...key.split('.')].reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), messagesOf(file!));
}

function fieldKeys(fields: Field[]): string[] {
  return fields.flatMap((f) => [
    f.label,
    f.hint,
    ...(f.kind === 'bilingual' ? [f.labelEn] : []),
    ...(f.kind === 'select' || f.kind === 'radio' ? [f.placeholder, ...f.options.map((o) => (o.text ? undefined : o.label))] : []),
    ...(f.kind === 'pictureChoice' ? [f.uploadLabel] : []),
    ...(f.kind === 'photos' ? [f.chosen] : []),
    ...(f.kind === 'list' ? [f.addLabel, ...fieldKeys(f.fields)] : []),
    ...(f.kind === 'group' ? fieldKeys(f.fields) : []),
  ]).filter((k): k is string => Boolean(k));
}

function keysOf(r: Resource): string[] {
  return [
    r.title,
    r.empty,
    r.confirmDelete,
    r.editLabel,
    r.formTitles?.add,
    r.formTitles?.edit,
    ...Object.values(r.notices ?? {}).filter((key) => typeof key === 'string'),
    ...r.columns.flatMap((c) => [c.label, c.linkText, c.filterLabel, ...(c.options ?? []).map((o) => (o.text ? undefined : o.label))]),
    ...fieldKeys([...r.fields, ...(r.editFields ?? [])]),
    ...(r.sheet && !r.sheet.messages ? [r.sheet.title, r.sheet.summary, r.sheet.check, r.sheet.nameKey] : []),
  ].filter((k): k is string => Boolean(k));
}

describe('admin resource texts', async () => {
  const resources = await allResources();
  for (const [name, resource] of resources) {
    it(`${name}: every text key is in ${resource.messages}`, () => {
      const missing = keysOf(resource).filter((key) => typeof lookup(resource.messages, key) !== 'string');
      expect(missing).toEqual([]);
    });
  }
});
