import type { Field } from './define';

type Values = Record<string, unknown>;

/** A position in an ordered list of images: one the row already has, or a newly chosen file. */
export type ImageSlot = { key: string; url: string } | { key: string; file: File };

const blankOf = (field: Field): unknown => {
  switch (field.kind) {
    case 'checkbox':
      return false;
    case 'image':
    case 'pdf':
    case 'video':
    case 'pictureChoice':
      return undefined;
    case 'list':
    case 'images':
    case 'photos':
      return [];
    default:
      return '';
  }
};

/** Every name a field stands for, in the form's order (a bilingual pair is two, a group its fields). */
const namesOf = (fields: Field[]): string[] =>
  fields.flatMap((f) => (f.kind === 'bilingual' ? [f.name, f.nameEn] : f.kind === 'group' ? namesOf(f.fields) : f.kind === 'avatar' ? [] : [f.name]));

/** The fields that hold values, groups opened. */
const flat = (fields: Field[]): Field[] => fields.flatMap((f) => (f.kind === 'group' ? flat(f.fields) : [f]));

const isFile = (f: Field) => f.kind === 'image' || f.kind === 'pdf' || f.kind === 'video';

/**
 * The form's starting values: blanks per kind, the resource's defaults, and for an edit the row's own values (with
 * those a control keeps; files stay unchosen: the stored one is kept unless a new one is picked) and its id (and `idField`).
 */
export function initialValues(fields: Field[], defaults: Values = {}, row?: Values | null, idField = 'id'): Values {
  const values: Values = { ...Object.fromEntries(flat(fields).flatMap((f) => namesOf([f]).map((name) => [name, blankOf(f)]))), ...defaults };
  if (!row) return values;
  for (const f of flat(fields)) {
    const stored = 'current' in f && f.current ? row[f.current] : undefined;
    if (f.kind === 'images' && Array.isArray(stored)) values[f.name] = stored.map((url): ImageSlot => ({ key: String(url), url: String(url) }));
    // The stored picture stays chosen until another is picked.
    if (f.kind === 'pictureChoice' && stored) values[f.name] = stored;
    if (isFile(f) || f.kind === 'images' || f.kind === 'pictureChoice') continue;
    for (const name of [...namesOf([f]), ...((f.kind === 'custom' && f.keep) || [])]) {
      const value = row[name];
      if (value === null || value === undefined) continue;
      // Choices are text in the form ('8', 'true'), whatever type the row holds.
      values[name] = f.kind === 'select' || f.kind === 'radio' ? String(value) : value;
    }
  }
  return { ...values, id: row.id, [idField]: row[idField] };
}

/**
 * The values as the API takes them: chosen photos a list of files; an ordered image list its new files in their
 * order under its name, and under `orderName` per position {"new": i} (the i-th new file) or {"url": …} (kept).
 */
export function submitted(fields: Field[], values: Values): Values {
  const out = { ...values };
  for (const f of flat(fields)) {
    if (f.kind === 'photos') out[f.name] = Array.from((values[f.name] as FileList | File[] | undefined) ?? []);
    if (f.kind !== 'images') continue;
    const files: File[] = [];
    const order = ((values[f.name] as ImageSlot[] | undefined) ?? []).map((slot) => ('url' in slot ? { url: slot.url } : { new: files.push(slot.file) - 1 }));
    out[f.name] = files;
    out[f.orderName] = JSON.stringify(order);
  }
  return out;
}

/**
 * The multipart body: plain values first and files last, so the server has every field before a large
 * file's bytes arrive; booleans as 'true'/'false', lists as JSON, absent files left out.
 */
export function toFormData(values: Values): FormData {
  const form = new FormData();
  const files: [string, File][] = [];
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue;
    if (value instanceof File) files.push([name, value]);
    else if (Array.isArray(value) && value.length > 0 && value.every((v) => v instanceof File)) files.push(...value.map((v): [string, File] => [name, v]));
    else if (Array.isArray(value) || typeof value === 'object') form.append(name, JSON.stringify(value));
    else form.append(name, String(value));
  }
  for (const [name, file] of files) form.append(name, file);
  return form;
}

/** The first message in the form's field order (the spec's order), for the summary above the buttons. */
export function firstError(fields: Field[], messageOf: (name: string) => string | undefined, others: string[]): string | null {
  for (const name of [...namesOf(fields), ...others]) {
    const message = messageOf(name);
    if (message) return message;
  }
  return null;
}
