'use client';

import { useRef, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { KeyIn } from '@/lib/i18n/keys';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import { adminFetch } from '../api';
import styles from './editor.module.css';

type Props = {
  id: string;
  label: string;
  /** Initial HTML; remount the editor (React key) to load another document. */
  value: string;
  onChange: (html: string) => void;
  /** Admin upload path for images placed in the text; answers { url: [url] }. */
  uploadPath: string;
};

type Tool = { key: KeyIn<'admin.editor'>; run: (e: Editor) => void; active?: (e: Editor) => boolean; text: ReactNode; busy?: boolean };

const TOOLS: Tool[] = [
  { key: 'bold', text: 'B', run: (e) => e.chain().focus().toggleBold().run(), active: (e) => e.isActive('bold') },
  { key: 'italic', text: 'I', run: (e) => e.chain().focus().toggleItalic().run(), active: (e) => e.isActive('italic') },
  { key: 'underline', text: 'U', run: (e) => e.chain().focus().toggleUnderline().run(), active: (e) => e.isActive('underline') },
  { key: 'strike', text: 'S', run: (e) => e.chain().focus().toggleStrike().run(), active: (e) => e.isActive('strike') },
  { key: 'h2', text: 'H2', run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(), active: (e) => e.isActive('heading', { level: 2 }) },
  { key: 'h3', text: 'H3', run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(), active: (e) => e.isActive('heading', { level: 3 }) },
  { key: 'bulletList', text: '•', run: (e) => e.chain().focus().toggleBulletList().run(), active: (e) => e.isActive('bulletList') },
  { key: 'orderedList', text: '1.', run: (e) => e.chain().focus().toggleOrderedList().run(), active: (e) => e.isActive('orderedList') },
  { key: 'blockquote', text: '❝', run: (e) => e.chain().focus().toggleBlockquote().run(), active: (e) => e.isActive('blockquote') },
  { key: 'undo', text: '↶', run: (e) => e.chain().focus().undo().run() },
  { key: 'redo', text: '↷', run: (e) => e.chain().focus().redo().run() },
];

const LINK_ICON = (
  <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
    <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" />
    <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
  </svg>
);
const IMAGE_ICON = (
  <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <circle cx="9" cy="10" r="2" />
    <path d="m21 17-5-5-9 8" />
  </svg>
);

const SAFE_LINK = /^(https?:\/\/|mailto:|\/(?!\/))/i;

/**
 * The tiptap rich-text editor of the back office (starter kit, links, images uploaded into storage).
 * Heavy: import it with next/dynamic (ssr: false) only on the screens that edit rich text.
 */
export default function RichTextEditor({ id, label, value, onChange, uploadPath }: Props) {
  const t = useTranslations('admin.editor');
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const labelId = `${id}-label`;

  const editor = useEditor({
    immediatelyRender: false,
    shouldRerenderOnTransaction: true,
    extensions: [
      StarterKit.configure({ link: { openOnClick: false, autolink: true, protocols: ['mailto'], HTMLAttributes: { rel: 'noopener noreferrer' } } }),
      Image.configure({ inline: false }),
    ],
    content: value,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        class: styles.content,
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });

  /** An empty answer removes the link; only web, mail and same-site links are taken. */
  function editLink(e: Editor) {
    const href = window.prompt(t('linkPrompt'), (e.getAttributes('link').href as string | undefined) ?? 'https://')?.trim();
    if (href && !SAFE_LINK.test(href)) window.alert(t('linkInvalid'));
    else if (href === '') e.chain().focus().extendMarkRange('link').unsetLink().run();
    else if (href) e.chain().focus().extendMarkRange('link').setLink({ href, target: /^https?:/i.test(href) ? '_blank' : null }).run();
  }

  async function uploadImage(file: File) {
    if (!editor) return;
    setUploading(true);
    setUploadError(null);
    try {
      const form = new FormData();
      form.append('image', file);
      const { url } = await adminFetch<{ url: string[] }>(uploadPath, { form });
      editor.chain().focus().setImage({ src: url[0], alt: '' }).run();
    } catch (e) {
      setUploadError(e instanceof Error ? e.message : String(e));
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  }

  const tools: Tool[] = [
    ...TOOLS,
    { key: 'link', text: LINK_ICON, run: editLink, active: (e) => e.isActive('link') },
    { key: 'image', text: IMAGE_ICON, run: () => fileInput.current?.click(), busy: uploading },
  ];

  return (
    <div className={styles.editor}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <div role="toolbar" aria-label={t('toolbar', { label })} aria-controls={id} className={styles.toolbar}>
        {tools.map((tool) => (
          <button
            key={tool.key}
            type="button"
            className={styles.tool}
            aria-label={t(tool.key)}
            title={t(tool.key)}
            aria-pressed={tool.active ? Boolean(editor && tool.active(editor)) : undefined}
            disabled={!editor || tool.busy}
            onClick={() => editor && tool.run(editor)}
          >
            {tool.text}
          </button>
        ))}
        <input
          ref={fileInput}
          type="file"
          accept="image/jpeg,image/png"
          hidden
          aria-label={t('image')}
          data-testid={`${id}-image-input`}
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) void uploadImage(file);
          }}
        />
        {uploading && <span role="status" className={styles.status}>{t('uploading')}</span>}
      </div>
      <EditorContent editor={editor} />
      {uploadError && (
        <p className={styles.error} role="alert">
          {uploadError}
        </p>
      )}
    </div>
  );
}
