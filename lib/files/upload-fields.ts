import { z } from 'zod';

/**
 * Multipart form fields shared by the back-office upload forms. Browsers send an empty, nameless File
 * when no file was chosen; that counts as no file, so the "required" message is the one shown.
 */
const withoutEmptyFile = (value: unknown) => (value instanceof File && value.size === 0 ? undefined : value);

export const requiredFile = (message: string) => z.preprocess(withoutEmptyFile, z.file({ error: message }));
export const optionalFile = z.preprocess(withoutEmptyFile, z.file().optional());

/** A text field that must not be blank; the message is the spec's "enter …" wording. */
export const requiredText = (message: string, max = 500) =>
  z.string({ error: message }).trim().min(1, message).max(max, `${max} тэмдэгтээс ихгүй байна.`);

/** An optional text field, stored as '' when absent. */
export const optionalText = (max = 500) => z.string().trim().max(max, `${max} тэмдэгтээс ихгүй байна.`).default('');

/** Repeated multipart fields arrive as an array, a single one as a value, none as undefined. */
export const fileList = z.preprocess(
  (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]).map(withoutEmptyFile).filter(Boolean),
  z.array(z.file({ error: 'Файл биш утга ирлээ.' })),
);
