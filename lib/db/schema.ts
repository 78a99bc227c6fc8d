/** The one database schema: every domain's tables. drizzle-kit reads this file. */
export * from '@/lib/news/schema';
export * from '@/lib/site/schema';
export * from '@/lib/accounts/schema';
export * from '@/lib/auth/schema';
export * from '@/lib/trade/schema';
export * from '@/lib/about/schema';
export * from '@/lib/logos/schema';
export * from '@/lib/files/schema';
export * from '@/lib/reports/schema';
export * from '@/lib/assessment/schema';
export * from '@/lib/security/schema';
export * from '@/lib/conference/schema';
export * from '@/lib/directory/schema';
export * from '@/lib/meetings/schema';
export * from '@/lib/audit/schema';
export * from '@/lib/mail/schema';
export * from '@/lib/redirects/schema';
