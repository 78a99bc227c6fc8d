'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { adminFetch, useAdminQuery } from '../api';
import { FormField, fieldProps } from '../FormField';
import { FormActions, useFormSave } from '../FormActions';
import { ImagePicker } from '../ImagePicker';
import { RichTextEditor } from '../editor';
import { DEFAULT_PUBLISHER, newsFormError } from '@/lib/news/news-form';
import type { Menu, NewsDetail } from './types';
import ui from '../ui.module.css';

type Choice = '' | 'true' | 'false';
const asChoice = (v: boolean | undefined): Choice => (v === undefined ? '' : v ? 'true' : 'false');

type Props = { news?: NewsDetail; onSaved: (news: NewsDetail) => void; onBack?: () => void };

/**
 * Add or edit one news item (multipart: cover image, both languages, category, publisher, status,
 * directory publishing). An item passed in means edit: /update/news, otherwise /insert/news.
 */
export function NewsForm({ news, onSaved, onBack }: Props) {
  const t = useTranslations('admin.news');
  const menus = useAdminQuery<{ categories: Menu[] }>('/get/categories');
  const newsMenus = (menus.data?.categories ?? []).filter((m) => m.page_type === 'news');

  const [image, setImage] = useState<File | null>(null);
  const [f, setF] = useState({
    title: news?.title ?? '',
    summary: news?.summary ?? '',
    text: news?.text ?? '',
    title_en: news?.title_en ?? '',
    summary_en: news?.summary_en ?? '',
    text_en: news?.text_en ?? '',
    category_cid: news ? String(news.category_cid) : '',
    publisher: news?.publisher ?? DEFAULT_PUBLISHER,
    news_status: asChoice(news?.news_status),
    yellow_book: asChoice(news?.yellow_book),
  });
  const form = useFormSave();
  const set = (key: keyof typeof f) => (value: string) => setF((prev) => ({ ...prev, [key]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const data = new FormData();
    for (const [key, value] of Object.entries(f)) data.append(key, value);
    if (image) data.append('image', image);
    if (news) data.append('id', String(news.id));
    void form.save(
      newsFormError({ ...f, hasImage: Boolean(image || news?.image) }),
      () => adminFetch<{ news: NewsDetail }>(news ? '/update/news' : '/insert/news', { form: data }),
      (saved) => onSaved(saved.news),
    );
  }

  const radios = (name: 'news_status' | 'yellow_book', legend: string, yes: string, no: string) => (
    <fieldset className={ui.fieldset}>
      <legend>{legend}</legend>
      {(['true', 'false'] as const).map((v) => (
        <label key={v} className={ui.choice}>
          <input type="radio" name={name} value={v} checked={f[name] === v} onChange={() => set(name)(v)} />
          {v === 'true' ? yes : no}
        </label>
      ))}
    </fieldset>
  );

  const language = (suffix: '' | '_en', legend: string) => {
    const key = (k: 'title' | 'summary' | 'text') => `${k}${suffix}` as keyof typeof f;
    return (
      <fieldset className={ui.fieldset} style={{ display: 'grid' }}>
        <legend>{legend}</legend>
        <FormField id={`news-title${suffix}`} label={t('title')}>
          <input className={ui.input} {...fieldProps(`news-title${suffix}`)} value={f[key('title')]} onChange={(e) => set(key('title'))(e.target.value)} maxLength={300} />
        </FormField>
        <FormField id={`news-summary${suffix}`} label={t('summary')}>
          <textarea className={ui.textarea} rows={3} {...fieldProps(`news-summary${suffix}`)} value={f[key('summary')]} onChange={(e) => set(key('summary'))(e.target.value)} maxLength={2000} />
        </FormField>
        <RichTextEditor id={`news-text${suffix}`} label={t('text')} value={f[key('text')]} onChange={set(key('text'))} uploadPath="/upload/news-image" />
      </fieldset>
    );
  };

  return (
    <form className={`${ui.card} ${ui.form}`} onSubmit={submit} noValidate aria-label={news ? t('editTitle') : t('addTitle')}>
      <ImagePicker id="news-image" label={t('image')} file={image} onChange={setImage} currentUrl={news?.image} required />
      {language('', t('mongolian'))}
      {language('_en', t('english'))}
      <div className={ui.row}>
        <FormField id="news-category" label={t('category')} required>
          <select className={ui.select} {...fieldProps('news-category')} value={f.category_cid} onChange={(e) => set('category_cid')(e.target.value)}>
            <option value="">{t('choose')}</option>
            {newsMenus.map((m) => (
              <option key={m.cid} value={m.cid}>
                {m.category}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id="news-publisher" label={t('publisher')} required>
          <input className={ui.input} {...fieldProps('news-publisher')} value={f.publisher} onChange={(e) => set('publisher')(e.target.value)} maxLength={100} />
        </FormField>
      </div>
      <div className={ui.row}>
        {radios('news_status', t('status'), t('active'), t('inactive'))}
        {radios('yellow_book', t('yellowBook'), t('yes'), t('no'))}
      </div>
      <FormActions error={form.error} busy={form.busy} editing={Boolean(news)} onBack={onBack} />
    </form>
  );
}
