import { MmApiError } from '../api';

/**
 * POSTs a form to the association API ('/x' → '/api/mm/x') with XMLHttpRequest, which, unlike fetch, reports
 * upload progress (0…1). Resolves with the JSON answer; rejects with MmApiError like mmFetch (status 0 when the
 * network failed).
 */
export function postWithProgress<T>(path: string, form: FormData, onProgress: (fraction: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/mm${path}`);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      const data = (xhr.response ?? {}) as { error?: string };
      if (xhr.status >= 200 && xhr.status < 300) resolve(data as T);
      else reject(new MmApiError(xhr.status, data.error ?? '', Number(xhr.getResponseHeader('retry-after')) || 0));
    };
    xhr.onerror = xhr.onabort = xhr.ontimeout = () => reject(new MmApiError(0, ''));
    xhr.send(form);
  });
}
