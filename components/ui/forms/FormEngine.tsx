'use client';

import { useLayoutEffect, useState } from 'react';
import { get, set, useForm, type DefaultValues, type FieldErrors, type FieldValues, type UseFormProps } from 'react-hook-form';
import type { ZodType } from 'zod';
import { lazyZodResolver } from './lazyZodResolver';
import type { Activation, LiveForm } from './useFormOnDemand';

/** useForm's options, with the defaults as values: the form renders them before react-hook-form is there. */
export type OnDemandOptions<T extends FieldValues> = Omit<UseFormProps<T>, 'defaultValues' | 'resolver'> & {
  defaultValues: DefaultValues<T>;
  /** The form's zod schema (the API handler's own), fetched with zod when the visitor reaches for the form. */
  schema: () => Promise<ZodType>;
};

/** The part of react-hook-form's formState the public forms read. */
export type FormSnapshot<T extends FieldValues> = { errors: FieldErrors<T>; isSubmitting: boolean; submitCount: number; isValid: boolean };

type FormEngineProps<T extends FieldValues> = { options: OnDemandOptions<T>; activation: Activation; onLive: (form: LiveForm<T>) => void };

/** The defaults with what the visitor typed into the form's fields while react-hook-form was on its way. */
function withTyped<T extends FieldValues>(defaults: DefaultValues<T>, form: HTMLFormElement | undefined) {
  const values = structuredClone(defaults);
  for (const field of form?.elements ?? []) {
    const typed = (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && get(defaults, field.name) !== undefined;
    if (typed) set(values, field.name, field.value);
  }
  return values;
}

/**
 * react-hook-form itself, fetched by useFormOnDemand when the visitor first reaches for a form. Renders
 * nothing: it owns the useForm state and hands its methods and every formState change to the form.
 */
export function FormEngine<T extends FieldValues>({ options: { schema, ...options }, activation, onLive }: FormEngineProps<T>) {
  const [resolver] = useState(() => lazyZodResolver<T>(schema));
  // Read once, in the first render: what was typed becomes the default, so registering the fields keeps it.
  const [defaultValues] = useState(() => withTyped(options.defaultValues, activation.form));
  const form = useForm<T>({ ...options, resolver, defaultValues });
  // Reading formState through its proxy is what subscribes this component to those parts (and makes
  // react-hook-form compute isValid). form.subscribe would not do: its typed keys leave out isSubmitting.
  const { formState } = form;
  const { errors, isSubmitting, submitCount, isValid } = formState;

  // A layout effect: the form switches to the live methods before the browser can deliver another event.
  // formState is new on every change; errors may be the same object changed in place, hence the copy.
  useLayoutEffect(() => {
    const { register, handleSubmit, reset } = form;
    onLive({ register, handleSubmit, reset, formState: { errors: { ...errors }, isSubmitting, submitCount, isValid } });
  }, [form, formState, errors, isSubmitting, submitCount, isValid, onLive]);

  useLayoutEffect(() => {
    if (!activation.submitted) return;
    activation.submitted = false;
    // Submitted again once React has re-rendered the form with the live methods (before this microtask):
    // its inputs are registered then, and its onSubmit is that render's handler, not a stale one.
    queueMicrotask(() => activation.form?.requestSubmit());
  }, [activation]);

  return null;
}
