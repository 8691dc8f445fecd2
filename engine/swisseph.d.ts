// The swisseph binding ships no types; engine/ephemeris.ts is its only user and
// narrows every result it reads.
declare module 'swisseph' {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const swisseph: Record<string, any>;
  export default swisseph;
}
