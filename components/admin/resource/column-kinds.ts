import type { Column, Option } from './define';

type Key<Row> = keyof Row & string;
type Extra<Row> = Partial<Column<Row>>;

/*
 * The column shapes most lists repeat, named once. The label key defaults to the field's name; `extra`
 * overrides or adds settings (width, filterLabel …). Row comes from the resource the column is listed in.
 */

/** Sorted and searched as text. */
export const textColumn = <Row>(field: Key<Row>, label: string = field, extra?: Extra<Row>): Column<Row> => ({ field, label, sortable: true, filter: 'text', ...extra });

/** An e-mail address (a mailto link), sorted and searched as text. */
export const emailColumn = <Row>(field: Key<Row>, label: string = field, extra?: Extra<Row>): Column<Row> => textColumn(field, label, { cell: 'email', ...extra });

/** A date and time in Ulaanbaatar, sorted and filtered by a from/to range. */
export const dateColumn = <Row>(field: Key<Row>, label: string = field, extra?: Extra<Row>): Column<Row> => ({ field, label, cell: 'date', sortable: true, filter: 'dateRange', width: 170, ...extra });

/** A value shown as its option's word, sorted and filtered by value. */
export const badgeColumn = <Row>(field: Key<Row>, label: string, options: Option[], extra?: Extra<Row>): Column<Row> => ({ field, label, cell: 'badge', options, sortable: true, filter: 'enum', ...extra });

/** A badge's or enum's choices: each value labelled `<group>.<value>` in the namespace, in colour where `tones` says. */
export const optionsOf = <V extends string | number>(values: readonly V[], group: string, tones?: Partial<Record<V, Option['tone']>>): Option[] =>
  values.map((value) => ({ value: String(value), label: `${group}.${value}`, ...(tones?.[value] && { tone: tones[value] }) }));
