'use client';

import { Controller, useFormContext } from 'react-hook-form';
import { RichTextEditor } from '../../editor';

/** The tiptap editor (fetched only when a form shows it) bound to the form as HTML. */
export function RichTextInput({ name, label, id, uploadPath, resetKey }: { name: string; label: string; id: string; uploadPath: string; resetKey: number }) {
  const { control } = useFormContext();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        // The editor reads its value once: a reset (Clear, another row) remounts it.
        <RichTextEditor key={resetKey} id={id} label={label} value={String(field.value ?? '')} onChange={field.onChange} uploadPath={uploadPath} />
      )}
    />
  );
}
