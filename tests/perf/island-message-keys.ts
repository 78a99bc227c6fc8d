import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The message keys a client component looks up, read from its source: `const t = useTranslations('ns')`
 * then `t('key')` gives 'ns.key'. Enough for the small islands whose strings a shell hands to the browser.
 */
export function islandMessageKeys(file: string): string[] {
  const source = readFileSync(path.resolve(__dirname, '../..', file), 'utf8');
  const keys: string[] = [];
  for (const [, name, namespace] of source.matchAll(/const (\w+) = useTranslations\('([\w.]+)'\)/g)) {
    for (const [, key] of source.matchAll(new RegExp(`\\b${name}\\('([\\w.]+)'`, 'g'))) keys.push(`${namespace}.${key}`);
  }
  return keys;
}
