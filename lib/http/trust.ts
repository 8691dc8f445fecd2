/**
 * Whether a proxy we trust stands in front of the server and says where a
 * request came from (`X-Forwarded-Proto`, `X-Forwarded-For`). Off unless
 * TRUST_PROXY=1: a server reached directly would otherwise believe whatever
 * a client writes in those headers (docs/operations.md).
 */
export const trustsProxy = (): boolean => process.env.TRUST_PROXY === '1' || process.env.TRUST_PROXY === 'true';
