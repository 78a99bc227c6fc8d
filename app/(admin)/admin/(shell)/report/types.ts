/** A row of GET /api/admin/get/reports. */
export type Report = { id: number; title: string; title_en: string; image: string; pdf: string; created_at: string };
