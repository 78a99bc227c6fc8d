'use client';

import { AdminApiError, adminUrl } from './api';

/**
 * Sends a multipart form with XMLHttpRequest, because fetch cannot report upload progress. Reports the share
 * sent (0–1); resolves with the JSON answer, rejects with AdminApiError carrying the server's message.
 */
export function uploadWithProgress<T>(path: string, form: FormData, onProgress: (share: number) => void, signal?: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', adminUrl(path));
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      const data = xhr.response as { error?: string } | null;
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(data as T);
        return;
      }
      if (xhr.status === 401) window.location.assign('/admin/login');
      reject(new AdminApiError(xhr.status, data?.error ?? `Алдаа гарлаа (${xhr.status}).`, data));
    };
    xhr.onerror = () => reject(new AdminApiError(0, 'Сүлжээний алдаа гарлаа. Дахин оролдоно уу.'));
    xhr.onabort = () => reject(new AdminApiError(0, 'Илгээлтийг зогсоолоо.'));
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(form);
  });
}
