'use client';

import { useRef, useState, type ReactNode } from 'react';
import type { FieldValues, Path, PathValue, UseFormHandleSubmit, UseFormRegisterReturn, UseFormReset } from 'react-hook-form';
import type { FormEngine, FormSnapshot, OnDemandOptions } from './FormEngine';

/** Before react-hook-form has arrived a field has only its name: no handlers, nothing to validate yet. */
type FieldProps<N extends string> = Partial<UseFormRegisterReturn<N>> & { name: N };

/** What react-hook-form provides once it has arrived (FormEngine hands it over on every change). */
export type LiveForm<T extends FieldValues> = {
  register: <N extends Path<T>>(name: N) => FieldProps<N>;
  handleSubmit: UseFormHandleSubmit<T>;
  reset: UseFormReset<T>;
  formState: FormSnapshot<T>;
};

/** The form element the visitor reached for, and whether they submitted it before react-hook-form arrived. */
export type Activation = { form?: HTMLFormElement; submitted?: boolean };

export type FormOnDemand<T extends FieldValues> = Omit<LiveForm<T>, 'register'> & {
  register: <N extends Path<T>>(name: N) => FieldProps<N> & { defaultValue: PathValue<T, N> | undefined };
  /** Fetches react-hook-form and the schema: the form's onFocus. */
  activate: (event?: { currentTarget: HTMLFormElement }) => void;
  /** Render it inside the <form>: it renders nothing, it holds react-hook-form once that has arrived. */
  engine: ReactNode;
};

/** Set once the engine has arrived, so a form mounted later (a wizard step shown again) starts with it. */
let loadedEngine: typeof FormEngine | undefined;

/**
 * useForm for a server-rendered public form without react-hook-form (≈15 KB gzip) in the page's JavaScript.
 * Until `activate` has fetched it, the inputs are plain uncontrolled ones showing their defaults and a
 * submit waits for it; then react-hook-form takes over the same elements, keeping what was typed meanwhile.
 * Fields are text-like inputs registered without rules: the form's zod schema validates them (lazyZodResolver).
 */
export function useFormOnDemand<T extends FieldValues>(options: OnDemandOptions<T>): FormOnDemand<T> {
  const [Engine, setEngine] = useState(() => loadedEngine);
  const [live, setLive] = useState<LiveForm<T>>();
  const activation = useRef<Activation>({}).current;

  // Runs on every focus until react-hook-form is live: the bundler fetches each module once, and a failed
  // fetch (offline) again. The schema (with zod) is fetched beside react-hook-form rather than after it.
  const activate: FormOnDemand<T>['activate'] = (event) => {
    if (live) return;
    if (event) activation.form = event.currentTarget;
    options.schema().catch(() => {});
    import('./FormEngine').then(
      ({ FormEngine }) => {
        loadedEngine = FormEngine;
        setEngine(() => FormEngine);
      },
      () => {},
    );
  };

  const { register, ...methods }: LiveForm<T> = live ?? {
    register: (name) => ({ name }),
    // Remembered, and repeated by FormEngine once react-hook-form is live.
    handleSubmit: () => async (event) => {
      event?.preventDefault();
      activation.submitted = true;
      activate(event);
      return undefined;
    },
    reset: () => {},
    formState: { errors: {}, isSubmitting: false, submitCount: 0, isValid: false },
  };

  return {
    ...methods,
    // The same default before and after, so React never touches the value of an input the visitor typed into.
    // The cast walks a dotted path (react-hook-form's name for a nested field) through the defaults.
    register: (name) => ({
      ...register(name),
      defaultValue: name.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], options.defaultValues) as PathValue<T, typeof name> | undefined,
    }),
    activate,
    engine: Engine && <Engine options={options} activation={activation} onLive={setLive} />,
  };
}
