/** The meeting back-office calls live under the directory admin prefix (spec §7). */
export const ypAdmin = (path: string) => `/api/admin/yellow-page${path}`;
