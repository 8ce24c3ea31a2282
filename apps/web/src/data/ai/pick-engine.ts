// Choosing where a generation runs (issue 8).

import type { GenerationEngine } from "./types";

/**
 * Which engine runs: the server when online, the note is on the server as the device has it, and the server has
 * a provider that can run; otherwise the device. (The server works on its copy of the note: a note with a change
 * still waiting to sync would be generated from an older text, or not found at all.)
 */
export function pickEngine({
  online,
  notePending,
  serverAvailable,
}: {
  online: boolean;
  notePending: boolean;
  serverAvailable: boolean | null;
}): GenerationEngine {
  if (!online || notePending) return "device";
  return serverAvailable === false ? "device" : "server";
}
