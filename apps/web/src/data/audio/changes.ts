// Screens showing kept audio (the viewer's player, Settings) read again when the store changes in this tab.

const listeners = new Set<() => void>();

export function onAudioChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitAudioChange(): void {
  for (const listener of listeners) listener();
}
