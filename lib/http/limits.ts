/** The largest request body the site reads (an analytics batch, lib/analytics/events.ts LIMITS.maxBodyBytes); Next buffers at most this much for the proxy (next.config.ts). */
export const MAX_BODY_BYTES = 64 * 1024;
