import pkg from "../package.json" with { type: "json" };

/** The running version, reported by /api/health. */
export const VERSION: string = pkg.version;
