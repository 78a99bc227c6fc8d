import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * tsc checks translation keys against the Mongolian files only (global.d.ts), so the English files must hold
 * the same keys, and each English message the same arguments ({name}) as its Mongolian one.
 */
const dir = (locale: string) => path.resolve(__dirname, '../../messages', locale);
const read = (locale: string, file: string) => JSON.parse(readFileSync(path.join(dir(locale), file), 'utf8')) as unknown;

function leaves(node: unknown, prefix = ''): [string, string][] {
  if (typeof node === 'string') return [[prefix, node]];
  if (node && typeof node === 'object') return Object.entries(node).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
  return [];
}

const argumentsOf = (message: string) => [...new Set([...message.matchAll(/\{(\w+)[,}]/g)].map((m) => m[1]))].sort();

describe('English messages mirror the Mongolian ones', () => {
  for (const file of readdirSync(dir('en'))) {
    it(`${file}: same keys and arguments`, () => {
      const mn = new Map(leaves(read('mn', file)));
      const en = new Map(leaves(read('en', file)));
      expect([...en.keys()].sort()).toEqual([...mn.keys()].sort());
      const differing = [...en].filter(([key, text]) => argumentsOf(text).join() !== argumentsOf(mn.get(key) ?? '').join()).map(([key]) => key);
      expect(differing).toEqual([]);
    });
  }
});
