import path from 'node:path';
import { z } from 'zod';

const schema = z.object({
  NODE_ENV: z.string().default('development'),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  MAIL_OUTBOX_DIR: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Mongolian National Mining Association <no-reply@mining.mn>'),
  NEXTAUTH_SECRET: z.string().optional(),
  AUTH_SECRET: z.string().optional(),
  AUTH_DEV_LOGIN: z.string().optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  PUBLIC_URL: z.string().optional(),
  S3_ENDPOINT: z.string().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: z.string().optional(),
  REDIS_URL: z.string().optional(),
  METRICS_TOKEN: z.string().optional(),
});

type Env = z.infer<typeof schema> & { dataDir: string; outboxDir: string; uploadsDir: string };

/** Environment read once, validated, with derived paths. Read lazily so `next build` needs none of it. */
export function env(): Env {
  const parsed = schema.parse(process.env);
  const dataDir = path.resolve(/*turbopackIgnore: true*/ parsed.DATA_DIR);
  return {
    ...parsed,
    dataDir,
    outboxDir: path.resolve(/*turbopackIgnore: true*/ parsed.MAIL_OUTBOX_DIR ?? path.join(dataDir, 'outbox')),
    uploadsDir: path.join(dataDir, 'uploads'),
  };
}

export const isProduction = () => process.env.NODE_ENV === 'production';
export const devLoginEnabled = () => process.env.AUTH_DEV_LOGIN === 'true';
export const googleEnabled = () => Boolean(process.env.GOOGLE_CLIENT_ID && process.env.GOOGLE_CLIENT_SECRET);
export const authSecret = () => process.env.NEXTAUTH_SECRET ?? process.env.AUTH_SECRET ?? (isProduction() ? undefined : 'development-only-secret');
