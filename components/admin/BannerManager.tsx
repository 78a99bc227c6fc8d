'use client';

import { useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import { adminFetch, useRefetchAdmin } from './api';
import { DataTable } from './DataTable';
import { PageHeader } from './PageHeader';
import { useNotice } from './TimedMessage';
import { defineResource, type Field } from './resource/define';
import { ResourceForm } from './resource/ResourceForm';
import { ResourceList } from './resource/ResourceList';
import { useCan } from './role';
import ui from './ui.module.css';
import type { Banner as StoredBanner } from '@/lib/site/queries';
import { bannerInsertBody, bannerUpdateBody } from '@/lib/site/validators-admin';

type Banner = StoredBanner & { name: string };
type Mode = 'list' | 'add' | 'reorder';

const altFields: Field[] = [
  { kind: 'text', name: 'alt', label: 'alt', hint: 'altHint', maxLength: 300 },
  { kind: 'text', name: 'alt_en', label: 'altEn', maxLength: 300 },
];
const imageEn: Field = { kind: 'image', name: 'image_en', label: 'chooseImageEn', hint: 'imageEnHint', current: 'image_en' };
/** The hero's optional phone picture (phones crop the main picture around its middle without it); the alt texts describe both. */
const imagePhone: Field = { kind: 'image', name: 'image_phone', label: 'chooseImagePhone', hint: 'imagePhoneHint', current: 'image_phone' };

/**
 * The slider of one site as a resource: `apiBase` is '/api/admin' (association) or '/api/admin/yellow-page' (directory).
 * `hero` (the association's home hero, 3:1 on desktop) adds the phone picture and hints the hero's real sizes.
 */
const bannerResource = (apiBase: '/api/admin' | '/api/admin/yellow-page', hero: boolean, nameOf: (b: Banner) => string) =>
  defineResource<Banner>({
    key: apiBase === '/api/admin' ? 'banner' : 'yp-banner',
    messages: 'admin.banners',
    title: 'list',
    nameField: 'name',
    api: { prefix: apiBase, list: '/get/banner', rows: 'banner', insert: '/insert/banner', update: '/update/banner', remove: '/delete/banner', body: 'multipart', fromApi: (b: Banner) => ({ ...b, name: nameOf(b) }) },
    // The checkbox is a boolean in the form and 'true'/'false' on the wire; the server checks the latter.
    schema: { insert: bannerInsertBody, update: bannerUpdateBody.omit({ remove_image_en: true, remove_image_phone: true }) },
    columns: [
      { field: 'sequence', label: 'sequence', width: 120 },
      { field: 'image', label: 'image', cell: 'image' },
      { field: 'image_en', label: 'imageEn', cell: 'image' },
      ...(hero ? [{ field: 'image_phone' as const, label: 'imagePhone', cell: 'image' as const }] : []),
      { field: 'alt', label: 'alt' },
      { field: 'alt_en', label: 'altEn' },
    ],
    fields: [
      { kind: 'image', name: 'image', label: 'chooseImage', required: true, hint: hero ? 'heroImageHint' : undefined },
      ...(hero ? [{ ...imagePhone, current: undefined }] : []),
      { ...imageEn, current: undefined },
      ...altFields,
    ],
    editFields: [
      ...(hero ? [imagePhone, { kind: 'checkbox', name: 'remove_image_phone', label: 'removeImagePhone' } satisfies Field] : []),
      imageEn,
      { kind: 'checkbox', name: 'remove_image_en', label: 'removeImageEn' },
      ...altFields,
    ],
    formTitles: { add: 'add', edit: 'editHeading' },
    submitLabel: 'saveButton',
    paging: null,
    notices: { added: 'added', saved: 'saved', deleted: 'deleted' },
  });

/**
 * Home slider banners in three modes: A list (sequence, images, alt texts, edit, delete), B add (JPEG/PNG with
 * preview, an optional English picture and the alt texts), C reorder (up/down swaps, saved in one call); a row's
 * edit changes its English (and the hero's phone) picture and alt texts. Both sites speak the same four calls.
 */
export function BannerManager({ apiBase, title, hero = false }: { apiBase: '/api/admin' | '/api/admin/yellow-page'; title?: string; hero?: boolean }) {
  const t = useTranslations('admin.banners');
  const tUi = useTranslations('admin.ui');
  // Read-only accounts see the banners only.
  const canWrite = useCan('write');
  const resource = useMemo(() => bannerResource(apiBase, hero, (b) => t('imageAlt', { sequence: b.sequence })), [apiBase, hero, t]);
  const refetch = useRefetchAdmin();
  const notice = useNotice();
  const [mode, setMode] = useState<Mode>('list');
  // A banner's row opens its edit form (its English picture and alt texts) in place of the list.
  const [editing, setEditing] = useState<Banner | null>(null);
  const [order, setOrder] = useState<Banner[]>([]);
  const [busy, setBusy] = useState(false);
  const listPath = `${apiBase}/get/banner`;

  async function switchTo(next: Mode) {
    setEditing(null);
    if (next === 'reorder') {
      const answer = await adminFetch<{ banner: Banner[] }>(listPath).catch(notice.error);
      if (!answer) return;
      setOrder(answer.banner);
    }
    setMode(next);
  }

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

  // Adjacent banners swap places; the first has no up, the last no down.
  const move = (b: Banner, i: number, step: -1 | 1) => (
    <button
      type="button"
      className={`${ui.button} ${ui.small}`}
      disabled={!order[i + step]}
      aria-label={t(step < 0 ? 'moveUp' : 'moveDown', { sequence: b.sequence })}
      onClick={() => setOrder((o) => o.map((x, j) => (j === i ? o[i + step] : j === i + step ? o[i] : x)))}
    >
      {step < 0 ? `↑ ${t('up')}` : `↓ ${t('down')}`}
    </button>
  );

  return (
    <section>
      <PageHeader title={title ?? t('title')}>
        <div role="group" aria-label={t('modes')} className={ui.actions}>
          {(canWrite ? (['list', 'add', 'reorder'] as const) : (['list'] as const)).map((m) => (
            <button key={m} type="button" className={mode === m && !editing ? ui.primary : ui.button} aria-pressed={mode === m && !editing} onClick={() => switchTo(m)}>
              {t(m)}
            </button>
          ))}
        </div>
      </PageHeader>
      {notice.element}
      {mode === 'list' && !editing && <ResourceList resource={resource} notice={notice} onEdit={canWrite ? setEditing : undefined} />}
      {mode === 'add' && <ResourceForm resource={resource} row={null} notice={notice} onSaved={() => switchTo('list')} />}
      {editing && <ResourceForm resource={resource} row={editing} notice={notice} onSaved={() => switchTo('list')} onBack={() => setEditing(null)} />}
      {mode === 'reorder' && (
        <>
          <DataTable
            columns={[
              { key: 'old', header: t('oldOrder'), cell: (b) => b.sequence },
              // eslint-disable-next-line @next/next/no-img-element -- a stored upload as a small fixed thumbnail
              { key: 'image', header: t('image'), cell: (b) => <img src={b.image} alt={t('imageAlt', { sequence: b.sequence })} className={ui.thumb} width={120} height={75} /> },
              { key: 'new', header: t('newOrder'), cell: (_b, i) => i + 1 },
              { key: 'move', header: tUi('actions'), cell: (b, i) => <span className={ui.actions}>{move(b, i, -1)}{move(b, i, 1)}</span> },
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
    </section>
  );
}
