/** A multipart body of plain fields and an optional image (the API's insert/update calls with files). */
export function toFormData(fields: Record<string, string | number | null | undefined>, image?: File | null) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined && value !== null) form.append(key, String(value));
  if (image) form.append('image', image);
  return form;
}
