import { useTranslations, type TranslationValues } from 'next-intl';

/** A translator whose namespace and keys are plain strings. */
export type DynamicTranslate = (key: string, values?: TranslationValues) => string;

/**
 * The translator of a namespace named by data rather than code: an admin resource definition names its namespace
 * and text keys as strings, which tsc cannot check against the messages' types. tests/admin/resource-texts.test.ts
 * checks every resource's keys against messages/mn instead.
 */
export function useDynamicTranslations(namespace: string): DynamicTranslate {
  return useTranslations(namespace as never) as unknown as DynamicTranslate;
}
