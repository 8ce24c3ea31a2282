// How long an audio file plays, read by the browser's own decoder without loading the file into memory.
// A MediaRecorder WebM has no duration in its header (duration is Infinity): seeking far past the end makes the
// element find the last frame and report the real duration.

const GIVE_UP_MS = 15_000;

export function measureDuration(file: Blob): Promise<number | null> {
  if (typeof document === "undefined") return Promise.resolve(null);
  return new Promise((resolve) => {
    const audio = document.createElement("audio");
    const url = URL.createObjectURL(file);
    const done = (seconds: number | null) => {
      clearTimeout(timer);
      audio.removeAttribute("src");
      audio.load();
      URL.revokeObjectURL(url);
      resolve(seconds !== null && Number.isFinite(seconds) && seconds >= 0 ? seconds : null);
    };
    const timer = setTimeout(() => done(null), GIVE_UP_MS);
    audio.preload = "metadata";
    audio.onerror = () => done(null);
    audio.onloadedmetadata = () => {
      if (Number.isFinite(audio.duration)) return done(audio.duration);
      audio.ondurationchange = () => {
        if (Number.isFinite(audio.duration)) done(audio.duration);
      };
      audio.currentTime = Number.MAX_SAFE_INTEGER;
    };
    audio.src = url;
  });
}
