import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Resource } from '@/components/admin/resource/define';

/** Every admin resource definition: the exports of each resource.ts under app/(admin), by file#name. */
const ROOT = path.resolve(__dirname, '../..', 'app/(admin)');

function resourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return resourceFiles(full);
    return /(^|\.)resource\.ts$/.test(entry.name) ? [full] : [];
  });
}

export async function allResources(): Promise<[string, Resource][]> {
  const found: [string, Resource][] = [];
  for (const file of resourceFiles(ROOT)) {
    const module = (await import(file)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      if (value && typeof value === 'object' && 'api' in value && 'key' in value) found.push([`${path.relative(ROOT, file)}#${name}`, value as Resource]);
    }
  }
  return found;
}
