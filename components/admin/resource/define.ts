import type { ReactNode } from 'react';
import type { ZodType } from 'zod';
import type { Access } from '@/lib/api/table';

/**
 * One back-office entity described once: its API, the zod schemas the API validates with, the grid's columns,
 * the form's fields, paging, texts and who may do what. Screens render it with <ResourceScreen resource={…} />.
 * Texts are keys in the resource's next-intl namespace (`messages`), so the definition stays plain data.
 */

/**
 * How a cell shows its value. 'date' is a date and time in Ulaanbaatar; 'badge' shows the option's word for the
 * value (booleans as options 'true'/'false'); 'index' numbers the rows from 1 (across pages).
 */
type CellKind = 'text' | 'number' | 'date' | 'image' | 'images' | 'link' | 'badge' | 'email' | 'phone' | 'index';

/** How a column is filtered on the server: text contains, enum equals, number equals, date from/to. */
type FilterKind = 'text' | 'enum' | 'number' | 'dateRange';

/** A choice: `label` is a key in the resource's namespace, or give `text` for a proper name shown as is. */
export type Option = {
  value: string;
  label?: string;
  text?: string;
  /** A 'badge' cell of this value in colour, e.g. a menu's active green and inactive red. */
  tone?: 'success' | 'danger';
};

/** A resource's translator: keys in its namespace, with values for the message's {placeholders}. */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

export const wordOf = (option: Option, t: Translate) => option.text ?? t(option.label ?? option.value);

/** Choices read from an admin list, e.g. the news menus: GET path → answer[rows], filtered by `where`. */
export type OptionsSource = { path: string; rows: string; value: string; label: string; where?: Record<string, unknown> };

/** The two choices of a yes/no value (sent and shown as 'true'/'false'), labelled by keys in the namespace. */
export const twoChoices = (yes: string, no: string): Option[] => [
  { value: 'true', label: yes },
  { value: 'false', label: no },
];

export type Column<Row> = {
  /** The row's field; sorting and filters send this name to the server. */
  field: keyof Row & string;
  /** Key in the resource's namespace. */
  label: string;
  cell?: CellKind;
  sortable?: boolean;
  filter?: FilterKind;
  /** Choices for 'enum' filters and 'badge' cells: value → label key in the namespace. */
  options?: Option[];
  /** Choices of an 'enum' filter read from the API. */
  optionsFrom?: OptionsSource;
  /** The filter's label key when not 'Шүүх: <column>'. */
  filterLabel?: string;
  /** For 'link' cells: where the cell's text links to (e.g. the public page of the row). */
  href?: (row: Row) => string;
  /** For 'link' cells: the link's text key (the value is the href). */
  linkText?: string;
  width?: number;
  /** A value derived from the row instead of the field itself (e.g. a request's purposes from its flags). */
  value?: (row: Row) => string;
};

type FieldBase = {
  /** The form value's name, the same as the schema's key and the multipart field. */
  name: string;
  label: string;
  hint?: string;
  /** Shows the asterisk; the schema decides what is really required. */
  required?: boolean;
  /** The field shows only while this holds for the form's values (hidden, it keeps its value and its checks). */
  showIf?: (values: Record<string, unknown>) => boolean;
};

export type Field =
  /** `step`: the input's step, e.g. 3600 for whole hours on a time field. */
  | (FieldBase & { kind: 'text' | 'email' | 'textarea' | 'date' | 'time' | 'datetime-local'; maxLength?: number; step?: number })
  /** A Mongolian field and its English twin side by side; `name` is the Mongolian one. */
  | (FieldBase & { kind: 'bilingual'; nameEn: string; labelEn: string; multiline?: boolean; maxLength?: number })
  | (FieldBase & { kind: 'select' | 'radio'; options: Option[]; optionsFrom?: OptionsSource; placeholder?: string })
  /** Fields under one legend (e.g. the Mongolian title, summary and body of a news item). */
  | (FieldBase & { kind: 'group'; fields: Field[] })
  | (FieldBase & { kind: 'checkbox' })
  /** A JPEG/PNG with the 730×455 hint, a PDF, or an MP4 sent with a progress bar. `current` names the row's stored URL. */
  | (FieldBase & { kind: 'image' | 'pdf' | 'video'; current?: string; maxBytes?: number })
  | (FieldBase & { kind: 'richtext'; uploadPath: string })
  /**
   * Images in an order (posters): sent as the new files under `name` and `orderName` = JSON of {new: i} or
   * {url} per position; `current` names the row's stored URLs.
   */
  | (FieldBase & { kind: 'images'; max: number; orderName: string; current?: string })
  /** Several JPEG/PNG files sent under `name` at once (a day's photos); `chosen` words their count ({count}). */
  | (FieldBase & { kind: 'photos'; chosen?: string })
  /** A picture picked from `choices` (value = URL) and `choicesFrom`, or uploaded (JPEG/PNG); `current` names the row's. */
  | (FieldBase & { kind: 'pictureChoice'; uploadLabel: string; choices: Option[]; choicesFrom?: OptionsSource; current?: string })
  /** Not an input: a circle with the first letter of another field (the account form's avatar). */
  | (FieldBase & { kind: 'avatar'; of: string })
  /** A screen's own control (it sets values with useFormContext), e.g. a company's stored contacts; `keep`: others it sets, an edit's from the row. */
  | (FieldBase & { kind: 'custom'; render: () => ReactNode; keep?: string[] })
  /**
   * A repeatable list of small records (e.g. contacts): each item has the given sub-fields. `ordered`: the order
   * matters (a session's speakers), so items are dragged or moved up/down and sent in that order.
   */
  | (FieldBase & { kind: 'list'; fields: Field[]; addLabel: string; ordered?: boolean });

export type Paging = { sizes: readonly number[]; initial: number };

/**
 * A CSV/XLSX import of rows (POST <prefix><path>, multipart `file`): valid rows are added, refused ones listed with
 * their reasons. Texts are keys in `messages` (the resource's unless given): fileLabel, fileHint, template, upload,
 * uploading, fileRequired, uploadFailed, rejectedCaption, row, reasons, `nameKey` (the column naming a refused row),
 * `title` (a heading above it) and `summary` (the report's counts: {added}, {updated}, {rejected}).
 */
export type Sheet = {
  path: string;
  nameKey: string;
  accept: string;
  template: string;
  templateName: string;
  /** Message key of the success notice, given the report's numbers and its lists' lengths ({rejected}, {accepted} …). */
  summary: string;
  title?: string;
  messages?: string;
  /** More form fields sent with the file (e.g. the event it belongs to). */
  fields?: Record<string, string>;
  /** Message key of a dry run's notice: offers a "check" button that sends dry_run=1 (nothing written, the same report). */
  check?: string;
};

export type Action = 'read' | 'create' | 'edit' | 'delete';

export type BulkAction = 'delete' | 'approve' | 'reject' | 'status';

export type Resource<Row extends { id: number } = { id: number } & Record<string, unknown>> = {
  /** A stable name: storage key of the grid's layout, and the `<resource>` of POST <prefix>/bulk/<resource>. */
  key: string;
  /** next-intl namespace of every text key below, e.g. 'admin.content2.report'. */
  messages: string;
  title: string;
  /** The row field named in confirmations and row buttons ({name}). */
  nameField: keyof Row & string;
  api: {
    /** The route table's prefix; paths below are relative to it. */
    prefix: '/api/admin' | '/api/admin/week' | '/api/admin/yellow-page';
    list: string;
    /** The answer's key holding the rows, e.g. 'reports' of {reports, total, totalPages}. */
    rows: string;
    /**
     * Flattens an answer's row when the API nests it (e.g. company_info.translations.name.mn → name_mn), so
     * columns, names and confirmations read plain fields named as the server sorts and filters them.
     */
    fromApi?: (raw: never) => Row;
    insert?: string;
    update?: string;
    /** DELETE <remove>?id=… */
    remove?: string;
    /**
     * The row field that names a row in update bodies and delete queries when it is not `id`
     * (e.g. the conference menu's `cid`: POST /update/category {cid,…}, DELETE /delete/category?cid=).
     */
    idField?: string;
    /**
     * Builds a nested body from the form's flat values (e.g. a consultant's {person, about[]}); the schema then
     * checks the built body, and `errorFields` maps its paths (e.g. 'about.1.name') back to the form's fields.
     */
    toApi?: (values: Record<string, unknown>) => unknown;
    /** Runs after the checks and before the save, e.g. uploads a logo and puts its URL in the values. */
    beforeSave?: (values: Record<string, unknown>) => Promise<Record<string, unknown>>;
    errorFields?: Record<string, string>;
    /** Sent as multipart (files) or JSON. */
    body: 'multipart' | 'json';
    /** The update's body when it differs (e.g. a rename sent as JSON). */
    updateBody?: 'multipart' | 'json';
    bulk?: readonly BulkAction[];
    /** The statuses the 'status' bulk action offers (label: a key in the namespace). */
    bulkStatuses?: readonly Option[];
    /** The list can be downloaded as CSV and XLSX (the same path with format=…). */
    exports?: boolean;
    /** A save answered 200 that still did not happen (e.g. {message} without the row): the message to show. */
    refusal?: (answer: unknown) => string | null;
  };
  schema: { insert?: ZodType; update?: ZodType };
  columns: Column<Row>[];
  fields: Field[];
  /** Edits read the whole row first when the list holds only part of it: GET <path>?id= → answer[key]. */
  detail?: { path: string; key: string };
  /** The edit form's fields when they differ from the add form's (e.g. a rename: the title only). */
  editFields?: Field[];
  /** The form's heading (and accessible name) when adding and when editing. */
  formTitles?: { add: string; edit: string };
  /** The add form's submit button when it is not 'Нэмэх', e.g. 'register.submit' ('Бүртгэх'). */
  submitLabel?: string;
  /** Invalid fields are only outlined in red, with no message (spec §5: the conference's admin registration). */
  quietErrors?: boolean;
  /** The row's edit button when it is not 'Засах', e.g. 'rename'. */
  editLabel?: string;
  /** Form values of a new record (beside the fields' own blanks). */
  defaults?: Record<string, unknown>;
  paging: Paging | null;
  /** Rows in the order that is their meaning (a menu tree: parents above children); such a list is not sorted. */
  arrange?: (rows: Row[]) => Row[];
  empty: string;
  /** The list's failure text when the spec words it (e.g. 'Жагсаалтыг татахад алдаа гарлаа.'); else the server's message. */
  loadError?: string;
  /** The delete question; receives {name} and the row's own fields. Read-only lists have none. */
  confirmDelete?: string;
  /** Texts after a save or delete; lists without a form have none. */
  notices?: {
    added: string;
    saved: string;
    deleted?: string;
    saveError?: string;
    /** The delete failure's text with {error}. */
    deleteError?: string;
    /** Values of the added/saved text read from the API's answer, e.g. a new category's code ({code}). */
    values?: (answer: never) => Record<string, string | number>;
    successMs?: number;
    errorMs?: number;
    /** Successes in a modal that closes itself after successMs. */
    modal?: boolean;
    /** Save failures are also written to the console (spec: the conference gallery's upload). */
    logErrors?: boolean;
  };
  access?: Partial<Record<Action, Access>>;
  /** An import of many rows beside the list, for those who may create (ResourceScreen shows it). */
  sheet?: Sheet;
  /** Why the signed-in account may not delete a row (a text key, e.g. its own account), or null; the button is then off. */
  undeletable?: (row: Row, accountId: number) => string | null;
};

/**
 * Who may do an action on a resource: reading is for every account, writing for moderators and admins unless the
 * definition says otherwise (the route table must agree: tests/admin/resource-access.test.ts).
 */
export const accessOf = (resource: Pick<Resource, 'access'>, action: Action): Access => resource.access?.[action] ?? (action === 'read' ? 'read' : 'write');

/** A definition as written: its heading and empty text default to the namespace's 'title' and 'empty'. */
type ResourceDefinition<Row extends { id: number }> = Omit<Resource<Row>, 'title' | 'empty'> & Partial<Pick<Resource<Row>, 'title' | 'empty'>>;

/** Keeps a definition's row type and fills the conventional text keys (the delete question is 'confirmDelete' unless named). */
export function defineResource<Row extends { id: number }>(resource: ResourceDefinition<Row>): Resource<Row> {
  return { title: 'title', empty: 'empty', ...resource };
}

/** A full API path of a resource, e.g. apiPath(report, '/get/reports') → '/api/admin/get/reports'. */
export const apiPath = (resource: Pick<Resource, 'api'>, path: string) => `${resource.api.prefix}${path}`;

type ListOnly<Row extends { id: number }> = Omit<Resource<Row>, 'key' | 'schema' | 'fields' | 'paging' | 'empty' | 'title' | 'api'> &
  Partial<Pick<Resource<Row>, 'key' | 'paging' | 'empty' | 'title'>> & { api: Pick<Resource<Row>['api'], 'list' | 'rows'> & Partial<Resource<Row>['api']> };

/**
 * A read-only list (a log, results, a report): no form; JSON answers under /api/admin with CSV/XLSX exports,
 * 20/50/100 a page, named (`key`) by its path's last part ('/get/mail-log' → 'mail-log'), unless the definition
 * says otherwise.
 */
export function defineListResource<Row extends { id: number }>({ api, ...resource }: ListOnly<Row>): Resource<Row> {
  return defineResource<Row>({
    key: api.list.split('/').pop()!,
    paging: { sizes: [20, 50, 100], initial: 20 },
    schema: {},
    fields: [],
    ...resource,
    api: { prefix: '/api/admin', body: 'json', exports: true, ...api },
  });
}

/** The route tables' write paths of an entity: POST /insert/<name>, POST /update/<name>, DELETE /delete/<name>. */
export const writePaths = (name: string) => ({ insert: `/insert/${name}`, update: `/update/${name}`, remove: `/delete/${name}` });

type TitledFile<Row extends { id: number; title: string; title_en: string }> = Pick<Resource<Row>, 'key' | 'messages' | 'paging'> & {
  rows: string;
  /** The file's column and form field (a PDF, an MP4). */
  file: Column<Row>;
  fileField: Field;
  schema: { insert: ZodType; update: ZodType };
};

/**
 * A file with a title in both languages (the guideline PDFs, the Mining 101 videos): listed by title under
 * /get/<key>, added with its file (multipart), afterwards only renamed (JSON).
 */
export function defineTitledFileResource<Row extends { id: number; title: string; title_en: string }>({ key, rows, file, fileField, ...rest }: TitledFile<Row>): Resource<Row> {
  const title: Field = { kind: 'bilingual', name: 'title', label: 'title', nameEn: 'title_en', labelEn: 'titleEn', required: true, maxLength: 500 };
  return defineResource<Row>({
    ...rest,
    key,
    title: 'heading',
    nameField: 'title',
    api: { prefix: '/api/admin', list: `/get/${key}`, rows, ...writePaths(key), body: 'multipart', updateBody: 'json', exports: true },
    columns: [
      { field: 'title', label: 'title', sortable: true, filter: 'text' },
      { field: 'title_en', label: 'titleEn', sortable: true, filter: 'text' },
      file,
    ],
    fields: [title, fileField],
    editFields: [title],
    formTitles: { add: 'addTitle', edit: 'renameTitle' },
    editLabel: 'rename',
    notices: { added: 'added', saved: 'renamed', deleted: 'deleted' },
  });
}
