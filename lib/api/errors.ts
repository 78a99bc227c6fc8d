/** An error whose status and message are meant for the caller. Anything else becomes a logged 500. */
export class HttpError extends Error {
  constructor(
    public status: number,
    message: string,
    public extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, extra?: Record<string, unknown>) => new HttpError(400, message, extra);
export const unauthorized = (message = 'Нэвтрэх шаардлагатай.') => new HttpError(401, message);
export const forbidden = (message = 'Энэ үйлдлийг хийх эрхгүй байна.') => new HttpError(403, message);
export const notFound = (message = 'Олдсонгүй.') => new HttpError(404, message);
export const conflict = (message: string, extra?: Record<string, unknown>) => new HttpError(409, message, extra);
export const tooManyRequests = (retryAfterSeconds: number, message = 'Хэт олон хүсэлт илгээлээ. Түр хүлээгээд дахин оролдоно уу.') =>
  new HttpError(429, message, { retryAfter: retryAfterSeconds });

/** A JSON error: the text under `error` (existing clients) and `message` (the spec's front end reads that). */
export function jsonError(status: number, error: string, extra: Record<string, unknown> = {}, headers: HeadersInit = {}) {
  return Response.json({ ...extra, error, message: error }, { status, headers });
}
