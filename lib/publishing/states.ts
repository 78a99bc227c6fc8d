/**
 * Where a content item stands (issue 24.2): not published, waiting for its time, public, or past its
 * unpublish time; and the schedule form's messages. Client-safe: the admin grids and forms use them too.
 */
export const PUBLISH_STATES = ['draft', 'scheduled', 'published', 'unpublished'] as const;
export type PublishState = (typeof PUBLISH_STATES)[number];

export const SCHEDULE_MESSAGES = {
  time: 'Огноо, цагийг зөв оруулна уу.',
  order: 'Нийтлэлээс буцаах хугацаа нийтлэх хугацаанаас хойш байна.',
} as const;

/** Longest search-engine title and description an editor may set (what Google shows, with room to spare). */
export const SEO_TITLE_MAX = 120;
export const SEO_DESCRIPTION_MAX = 320;
