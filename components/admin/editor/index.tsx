'use client';

import dynamic from 'next/dynamic';
import { Spinner } from '../Spinner';

/** The tiptap editor, fetched only when a screen that edits rich text renders it. */
export const RichTextEditor = dynamic(() => import('./RichTextEditor'), { ssr: false, loading: () => <Spinner /> });
