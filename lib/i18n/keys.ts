import type { Messages, MessageKeys, NamespaceKeys, NestedKeyOf, NestedValueOf, TranslationValues } from 'next-intl';

/** A namespace of the messages, e.g. 'mm.report' (global.d.ts gives next-intl their types). */
export type Namespace = NamespaceKeys<Messages, NestedKeyOf<Messages>>;

/** The keys of one namespace: `KeyIn<'common.pager'>` is 'label' | 'first' | … */
export type KeyIn<NS extends Namespace> = MessageKeys<NestedValueOf<Messages, NS>, NestedKeyOf<NestedValueOf<Messages, NS>>>;

/** What a helper needs of a namespace's translator (server or client alike): its keys are still checked. */
export type Translate<NS extends Namespace> = (key: KeyIn<NS>, values?: TranslationValues) => string;

/** The sections of a top-level namespace that carry a `title`: `TitledSection<'admin'>` is 'accounts' | 'mailLog' | … */
export type TitledSection<Top extends keyof Messages> = {
  [Section in keyof Messages[Top]]: Messages[Top][Section] extends { title: string } ? Section & string : never;
}[keyof Messages[Top]];
