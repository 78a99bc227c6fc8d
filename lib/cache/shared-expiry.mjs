/**
 * With REDIS_URL, keeps this process's tag expiries (tag-expiry.mjs) in step with every instance's, so the page
 * cache answers a hit without a round trip to Redis: the cache handler of the instance that expires tags
 * announces `{ tags, at }` on a channel (redis-handler.mjs), and every instance listens on a connection of its
 * own. Each time that connection is (re)established it subscribes first and then reads the hash of tag states
 * once, catching up on what was announced while it was away. Until then, and whenever the connection is down,
 * `live` is false and the page cache uses no copy (it cannot know what changed). Plain JavaScript for the
 * server script.
 */
import { connect, connectSubscriber } from './redis-handler.mjs';
import { expireTagsLocally, sharedTagsChannel, sharedTagsKey } from './tag-expiry.mjs';

/** When a tag state in the hash says the tag was last expired (the time of the call: stale or expired), or 0. */
function lastExpiry(state, now) {
  try {
    const { stale, expired } = JSON.parse(state);
    return Math.max(...[stale, expired].filter((at) => typeof at === 'number' && at <= now), 0);
  } catch {
    return 0;
  }
}

/** @returns {{ readonly live: boolean, close(): void }} */
export function followSharedExpiries(url, prefix) {
  const channel = sharedTagsChannel(prefix);
  const key = sharedTagsKey(prefix);
  const subscriber = connectSubscriber(url, `mining-tags:${channel}`);
  let live = false;
  let failing = false;

  subscriber.on('message', (from, text) => {
    if (from !== channel) return;
    try {
      const { tags, at } = JSON.parse(text);
      if (Array.isArray(tags) && typeof at === 'number') expireTagsLocally(tags, at);
    } catch {
      // not an announcement of ours
    }
  });
  subscriber.on('close', () => {
    live = false;
  });
  subscriber.on('ready', async () => {
    try {
      await subscriber.subscribe(channel);
      const now = Date.now();
      for (const [tag, state] of Object.entries(await connect(url).hgetall(key))) {
        const at = lastExpiry(state, now);
        if (at) expireTagsLocally([tag], at);
      }
      live = subscriber.status === 'ready';
      failing = false;
    } catch (error) {
      if (!failing) console.error(`[page-cache] could not follow the shared cache invalidations (${error?.message ?? error}); serving without copies until it can.`);
      failing = true;
      // Start again (subscribe, catch up) a moment later.
      setTimeout(() => subscriber.status === 'ready' && subscriber.disconnect(true), 1000).unref();
    }
  });

  return {
    get live() {
      return live;
    },
    close() {
      live = false;
      subscriber.disconnect();
    },
  };
}
