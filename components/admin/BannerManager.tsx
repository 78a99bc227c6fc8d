'use client';

import { useCallback, useMemo, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { adminFetch, useAdminQuery, useRefetchAdmin, AdminApiError } from './api';
import { DataTable } from './DataTable';
import { useDeleteConfirm } from './ConfirmDialog';
import { ImagePicker } from './ImagePicker';
import { appendEnglish, BannerEnglishFields, NO_ENGLISH, type BannerEnglish } from './BannerEnglishFields';
import { appendPhone, BannerPhoneField, NO_PHONE, type BannerPhone } from './BannerPhoneField';
import { PageHeader } from './PageHeader';
import { useNotice } from './TimedMessage';
import type { ColDef } from 'ag-grid-community';
import { AdminGrid } from './grid';
import { actionsColumn, type ActionContext } from './resource/columns';
import { useCan } from './role';
import ui from './ui.module.css';

export type Banner = { id: number; image: string; image_en: string; image_phone: string; alt: string; alt_en: string; sequence: number };
/** 'edit' is reached from a banner's row: its English picture and alt texts. */
type Mode = 'list' | 'add' | 'reorder' | 'edit';

/** Moves the item at `index` one place up (-1) or down (+1): adjacent banners swap places. */
export function swapAdjacent<T>(items: T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  if (target < 0 || target >= items.length) return items;
  const next = items.slice();
  [next[index], next[target]] = [next[target], next[index]];
  return next;
}

/**
 * Home slider banners in three modes: A list (sequence, image, edit, delete), B add (JPEG/PNG with preview,
 * an optional English picture and the alt texts), C reorder (up/down swaps, saved in one call); a row's edit
 * changes its English picture and alt texts. `apiBase` is '/api/admin' for the association and
 * '/api/admin/yellow-page' for the directory; both speak the same four calls. `hero` (the association's home
 * hero, 3:1 on desktop) adds the phone picture and gives the picture hints the hero's real sizes.
 */
export function BannerManager({ apiBase, title, hero = false }: { apiBase: string; title?: string; hero?: boolean }) {
  const t = useTranslations('admin.banners');
  const tUi = useTranslations('admin.ui');
  // Read-only accounts see the banners only.
  const canWrite = useCan('write');
  const listPath = `${apiBase}/get/banner`;
  const banners = useAdminQuery<{ banner: Banner[] }>(listPath);
  const refetch = useRefetchAdmin();
  const [mode, setMode] = useState<Mode>('list');
  const notice = useNotice();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [english, setEnglish] = useState<BannerEnglish>(NO_ENGLISH);
  const [phone, setPhone] = useState<BannerPhone>(NO_PHONE);
  const [editing, setEditing] = useState<Banner | null>(null);
  const [order, setOrder] = useState<Banner[]>([]);
  const [busy, setBusy] = useState(false);

  function switchTo(next: Mode) {
    // Leaving B forgets the chosen image (spec §2).
    setFile(null);
    setFileError(null);
    setEnglish(NO_ENGLISH);
    setPhone(NO_PHONE);
    setEditing(null);
    if (next === 'reorder') setOrder(banners.data?.banner ?? []);
    setMode(next);
  }

  /** Sends a banner form with its English fields; back to the list with `done` on success, the server's message beside the form otherwise. */
  async function send(path: string, form: FormData, done: string) {
    appendEnglish(form, english);
    if (hero) appendPhone(form, phone);
    setBusy(true);
    try {
      await adminFetch(`${apiBase}${path}`, { form });
      await refetch(listPath);
      switchTo('list');
      notice.success(done);
    } catch (e) {
      setFileError(e instanceof AdminApiError ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  }

  async function add(event: FormEvent) {
    event.preventDefault();
    if (!file) {
      setFileError(t('imageRequired'));
      return;
    }
    const form = new FormData();
    form.append('image', file);
    await send('/insert/banner', form, t('added'));
  }

  function edit(banner: Banner) {
    switchTo('edit');
    setEditing(banner);
    setEnglish({ ...NO_ENGLISH, alt: banner.alt, alt_en: banner.alt_en });
  }

  async function saveEdit(event: FormEvent) {
    event.preventDefault();
    if (!editing) return;
    const form = new FormData();
    form.append('id', String(editing.id));
    await send('/update/banner', form, t('saved'));
  }

  const del = useDeleteConfirm<Banner>({
    path: (b) => `${apiBase}/delete/banner?id=${b.id}`,
    question: () => t('confirmDelete'),
    onDeleted: async () => {
      notice.success(t('deleted'));
      await refetch(listPath);
    },
    onError: notice.error,
  });

  async function saveOrder() {
    setBusy(true);
    try {
      await adminFetch(`${apiBase}/update/banner-sequence`, { json: { banners: order.map((b, i) => ({ id: b.id, sequence: i + 1 })) } });
      await refetch(listPath);
      setMode('list');
      notice.success(t('orderSaved'));
    } catch {
      notice.error(t('orderError'));
    } finally {
      setBusy(false);
    }
  }

  const listContext: ActionContext<Banner> = {
    nameOf: (b) => t('imageAlt', { sequence: b.sequence }),
    actions: canWrite
      ? [
          { label: tUi('edit'), onClick: edit },
          { label: tUi('delete'), onClick: del.ask, danger: true },
        ]
      : [],
  };
  const thumb = useCallback(
    (b: Banner) => (
      // Stored uploads of any size; the thumbnail is small and fixed.
      // eslint-disable-next-line @next/next/no-img-element
      <img src={b.image} alt={t('imageAlt', { sequence: b.sequence })} className={ui.thumb} width={120} height={75} loading="lazy" />
    ),
    [t],
  );
  const listColumns = useMemo<ColDef<Banner>[]>(
    () => [
      { colId: 'sequence', headerName: t('sequence'), field: 'sequence', width: 120, flex: 0 },
      { colId: 'image', headerName: t('image'), cellRenderer: (p: { data?: Banner }) => (p.data ? thumb(p.data) : null) },
      {
        colId: 'image_en',
        headerName: t('imageEn'),
        cellRenderer: (p: { data?: Banner }) => (p.data?.image_en ? thumb({ ...p.data, image: p.data.image_en }) : t('noImageEn')),
      },
      ...(hero
        ? [
            {
              colId: 'image_phone',
              headerName: t('imagePhone'),
              cellRenderer: (p: { data?: Banner }) => (p.data?.image_phone ? thumb({ ...p.data, image: p.data.image_phone }) : t('noImagePhone')),
            },
          ]
        : []),
      { colId: 'alt', headerName: t('alt'), field: 'alt' },
      { colId: 'alt_en', headerName: t('altEn'), field: 'alt_en' },
      ...(canWrite ? [actionsColumn<Banner>(tUi('actions'), 200)] : []),
    ],
    [t, tUi, canWrite, thumb, hero],
  );

  return (
    <section>
      <PageHeader title={title ?? t('title')}>
        <div role="group" aria-label={t('modes')} className={ui.actions}>
          {(canWrite ? (['list', 'add', 'reorder'] as const) : (['list'] as const)).map((m) => (
            <button key={m} type="button" className={mode === m ? ui.primary : ui.button} aria-pressed={mode === m} onClick={() => switchTo(m)}>
              {t(m)}
            </button>
          ))}
        </div>
      </PageHeader>
      {notice.element}

      {mode === 'list' && (
        <AdminGrid<Banner>
          label={t('list')}
          rows={banners.data?.banner}
          columns={listColumns}
          loading={banners.isLoading}
          empty={t('empty')}
          layout={`banners:${apiBase}`}
          context={listContext}
          // The sequence is the order the site shows: the list keeps it.
          options={{ defaultColDef: { sortable: false }, rowHeight: 88 }}
        />
      )}

      {mode === 'add' && (
        <form className={`${ui.card} ${ui.form}`} onSubmit={add} noValidate>
          <ImagePicker
            id="banner-image"
            label={t('chooseImage')}
            file={file}
            onChange={(f) => {
              setFile(f);
              setFileError(null);
            }}
            error={fileError}
            hint={hero ? t('heroImageHint') : undefined}
            required
          />
          {hero && <BannerPhoneField value={phone} onChange={setPhone} />}
          <BannerEnglishFields value={english} onChange={setEnglish} />
          <div className={ui.actions}>
            <button type="submit" className={ui.primary} disabled={busy}>
              {tUi('save')}
            </button>
          </div>
        </form>
      )}

      {mode === 'edit' && editing && (
        <form className={`${ui.card} ${ui.form}`} onSubmit={saveEdit} noValidate aria-label={t('editTitle', { sequence: editing.sequence })}>
          <h2>{t('editTitle', { sequence: editing.sequence })}</h2>
          {thumb(editing)}
          {hero && <BannerPhoneField value={phone} onChange={setPhone} current={editing.image_phone} />}
          <BannerEnglishFields value={english} onChange={setEnglish} currentEn={editing.image_en} />
          {fileError && (
            <p role="alert" className={ui.error}>
              {fileError}
            </p>
          )}
          <div className={ui.actions}>
            <button type="submit" className={ui.primary} disabled={busy}>
              {tUi('save')}
            </button>
            <button type="button" className={ui.button} onClick={() => switchTo('list')}>
              {tUi('cancel')}
            </button>
          </div>
        </form>
      )}

      {mode === 'reorder' && (
        <>
          <DataTable
            columns={[
              { key: 'old', header: t('oldOrder'), cell: (b) => b.sequence },
              { key: 'image', header: t('image'), cell: thumb },
              { key: 'new', header: t('newOrder'), cell: (_b, i) => i + 1 },
              {
                key: 'move',
                header: tUi('actions'),
                cell: (b, i) => (
                  <span className={ui.actions}>
                    <button
                      type="button"
                      className={`${ui.button} ${ui.small}`}
                      disabled={i === 0}
                      aria-label={t('moveUp', { sequence: b.sequence })}
                      onClick={() => setOrder((o) => swapAdjacent(o, i, -1))}
                    >
                      ↑ {t('up')}
                    </button>
                    <button
                      type="button"
                      className={`${ui.button} ${ui.small}`}
                      disabled={i === order.length - 1}
                      aria-label={t('moveDown', { sequence: b.sequence })}
                      onClick={() => setOrder((o) => swapAdjacent(o, i, 1))}
                    >
                      ↓ {t('down')}
                    </button>
                  </span>
                ),
              },
            ]}
            rows={order}
            rowKey={(b) => b.id}
            empty={t('empty')}
          />
          {order.length > 1 && (
            <div className={ui.actions} style={{ marginTop: '0.75rem' }}>
              <button type="button" className={ui.primary} onClick={saveOrder} disabled={busy}>
                {t('saveOrder')}
              </button>
            </div>
          )}
        </>
      )}

      {del.dialog}
    </section>
  );
}
