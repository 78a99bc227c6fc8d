'use client';

import { useState } from 'react';

/**
 * The image of an add/edit form with files: required when adding, optional when editing (the stored one stays).
 * `pickerProps` go to ImagePicker; `missing()` marks the field and answers true when an image is required but absent.
 */
export function useImageField(requiredMessage: string, editing: boolean) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  return {
    file,
    missing() {
      if (editing || file) return false;
      setError(requiredMessage);
      return true;
    },
    reset() {
      setFile(null);
      setError(null);
    },
    pickerProps: {
      file,
      error,
      required: !editing,
      onChange: (next: File | null) => {
        setFile(next);
        setError(null);
      },
    },
  };
}
