import { news } from './schema';
import { publicNowOf, publishStateOf, type ScheduleColumns } from '@/lib/publishing/schedule';

const columns: ScheduleColumns = { published: news.news_status, publish_at: news.publish_at, unpublish_at: news.unpublish_at };

/** A news item is public now (lib/publishing/schedule.ts): news_status, and within its publish times. */
export const publicNow = publicNowOf(columns);
/** The admin grid's state of a news item. */
export const publishState = publishStateOf(columns);
