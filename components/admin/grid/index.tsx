'use client';

import dynamic from 'next/dynamic';
import { Spinner } from '../Spinner';
import type AdminGridImpl from './AdminGrid';

/** The back office's ag-grid, fetched only when an admin screen shows a list (keeps ag-grid off public pages). */
export const AdminGrid = dynamic(() => import('./AdminGrid'), { ssr: false, loading: () => <Spinner /> }) as typeof AdminGridImpl;
