'use client';

import { useMemo, useRef, useState } from 'react';
import { FormProvider, useForm, type FieldValues, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useDynamicTranslations } from '@/lib/i18n/dynamic';
import { adminFetch, useRefetchAdmin } from '../api';
import type { useNotice } from '../TimedMessage';
import ui from '../ui.module.css';
import { apiPath, type Resource } from './define';
import { FieldInput } from './fields/FieldInput';
import { errorOf, mappedErrors } from './fields/errors';
import { firstError, initialValues, submitted, toFormData } from './form-values';
import styles from './resource.module.css';

type Props<Row extends { id: number }> = {
  resource: Resource<Row>;
  /** The row being edited; without one the form adds (spec §4: a form with an id means edit). */
  row: Row | null;
  notice: ReturnType<typeof useNotice>;
  /** After a save (the resource's list is refetched already). */
  onSaved?: (answer: unknown) => void;
  /** A back button when given. */
  onBack?: () => void;
  /** Values beside the resource's `defaults` that the screen chose (e.g. the event a new row belongs to). */
  defaults?: Record<string, unknown>;
  /** The values shown with every control off and no buttons (a read-only account's edit screen). */
  readOnly?: boolean;
  /** A form that asks rather than saves (a search): its checked values go here instead of to the API. */
  onSubmit?: (values: FieldValues) => void;
  /** Called after Clear (e.g. a search's Clear also drops the applied search). */
  onClear?: () => void;
};

/**
 * A resource's add/edit form on react-hook-form, checked by the schema the API validates with: the field's
 * message under each field and the first one (in the form's order) above the buttons; Clear, Back, add or
 * save by the presence of an id; uploads report their progress.
 */
export function ResourceForm<Row extends { id: number }>({ resource, row, notice, onSaved, onBack, defaults, readOnly, onSubmit, onClear }: Props<Row>) {
  const t = useDynamicTranslations(resource.messages);
  const words = useTranslations('admin.ui');
  // One form of a resource shows at a time (ResourceScreen): its key makes stable ids such as 'news-text'.
  const formId = resource.key;
  const schema = row ? resource.schema.update : resource.schema.insert;
  const fields = (row && resource.editFields) || resource.fields;
  const encoding = (row && resource.api.updateBody) || resource.api.body;
  const initial = useMemo(
    () => initialValues(fields, { ...resource.defaults, ...defaults }, row as Record<string, unknown> | null, resource.api.idField),
    [fields, resource.defaults, defaults, row, resource.api.idField],
  );
  const { toApi, errorFields } = resource.api;
  const body = useMemo(() => (values: FieldValues) => (toApi ? toApi(submitted(fields, values)) : submitted(fields, values)) as FieldValues, [toApi, fields]);
  // The schema checks the values as they will be sent (raw: as typed; the server parses them with the same schema).
  const resolver = useMemo<Resolver<FieldValues>>(() => {
    const zod = zodResolver(schema as never, undefined, { raw: true }) as Resolver<FieldValues>;
    return async (values, context, options) => {
      const result = await zod(body(values), context, options);
      if (!Object.keys(result.errors).length) return { values, errors: {} };
      return errorFields ? { values: {}, errors: mappedErrors(result.errors, errorFields) } : result;
    };
  }, [schema, body, errorFields]);
  const form = useForm<FieldValues>({ resolver, defaultValues: initial });
  const refetch = useRefetchAdmin();
  const [resetKey, setResetKey] = useState(0);
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useRef<AbortController | null>(null);
  const hasVideo = fields.some((f) => f.kind === 'video');

  function clear(values = initial) {
    form.reset(values);
    setResetKey((k) => k + 1);
  }

  const save = form.handleSubmit(async (values) => {
    if (onSubmit) return onSubmit(body(values));
    const path = apiPath(resource, (row ? resource.api.update : resource.api.insert)!);
    try {
      const sent = body(resource.api.beforeSave ? await resource.api.beforeSave(values) : values);
      if (hasVideo) setProgress(0);
      upload.current = new AbortController();
      const answer = await adminFetch(path, encoding === 'json' ? { json: sent } : { form: toFormData(sent), signal: upload.current.signal, onProgress: hasVideo ? setProgress : undefined });
      const refused = resource.api.refusal?.(answer);
      if (refused) {
        notice.error(refused);
        return;
      }
      const done = row ? resource.notices?.saved : resource.notices?.added;
      if (done) notice.success(t(done, resource.notices?.values?.(answer as never)));
      if (!row) clear();
      void refetch(apiPath(resource, resource.api.list));
      onSaved?.(answer);
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      if (resource.notices?.logErrors) console.error(`[admin] ${resource.key} save failed:`, e);
      notice.error(resource.notices?.saveError ? t(resource.notices.saveError, { error: message }) : message);
    } finally {
      setProgress(null);
    }
  });

  const summary = firstError(fields, (name) => errorOf(form.formState.errors, name), Object.keys(form.formState.errors));
  const heading = t(resource.formTitles?.[row ? 'edit' : 'add'] ?? resource.title);
  const busy = form.formState.isSubmitting;

  return (
    <FormProvider {...form}>
      <form className={`${ui.card} ${ui.form}`} onSubmit={save} noValidate aria-label={heading}>
        <h2 className={ui.title}>{heading}</h2>
        <fieldset disabled={readOnly} className={styles.frame}>
          {fields.map((field) => (
            <FieldInput key={field.name} field={field} formId={formId} t={t} row={row as Record<string, unknown> | null} resetKey={resetKey} />
          ))}
        </fieldset>
        {progress !== null && (
          <div className={styles.progress}>
            <label htmlFor={`${formId}-progress`}>{words('uploading', { percent: Math.round(progress * 100) })}</label>
            <progress id={`${formId}-progress`} max={1} value={progress} />
            <button type="button" className={`${ui.button} ${ui.small}`} onClick={() => upload.current?.abort()}>
              {words('cancelUpload')}
            </button>
          </div>
        )}
        {summary && !resource.quietErrors && (
          <p role="alert" className={ui.error}>
            {summary}
          </p>
        )}
        {!readOnly && (
          <div className={ui.actions}>
            {onBack && (
              <button type="button" className={ui.button} onClick={onBack}>
                {words('back')}
              </button>
            )}
            <button type="button" className={ui.button} onClick={() => { clear(); onClear?.(); }} disabled={busy}>
              {words('clear')}
            </button>
            <button type="submit" className={ui.primary} disabled={busy}>
              {row ? words('save') : resource.submitLabel ? t(resource.submitLabel) : words('add')}
            </button>
          </div>
        )}
      </form>
    </FormProvider>
  );
}
