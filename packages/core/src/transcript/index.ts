// A transcript's segments read back (issue 23): subtitles and timestamped text exports, and the replay's rules.

export * from "./playback.ts";
export * from "./subtitles.ts";
