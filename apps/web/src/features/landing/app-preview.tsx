import { CheckIcon, MicIcon, SparklesIcon } from "lucide-react";

/** A drawn preview of the app for the hero: a lecture being transcribed and the flashcard made from it. */
export function AppPreview() {
  return (
    <div
      role="img"
      aria-label="Preview: a lecture transcript turning into a flashcard"
      className="relative mx-auto w-full max-w-md"
    >
      <div className="rounded-2xl border bg-card p-5 pb-9 shadow-2xl shadow-primary/10">
        <div className="flex items-center justify-between">
          <div className="flex items-center gap-2 text-sm font-medium">
            <span className="relative flex size-2.5">
              <span className="absolute inline-flex size-full animate-ping rounded-full bg-red-500 opacity-60 motion-reduce:animate-none" />
              <span className="relative inline-flex size-2.5 rounded-full bg-red-600" />
            </span>
            Recording
          </div>
          <span className="font-mono text-sm text-muted-foreground">12:48</span>
        </div>
        <div className="mt-4 flex items-end gap-1" aria-hidden="true">
          {[40, 65, 30, 80, 55, 90, 45, 70, 35, 60, 85, 50, 75, 40, 65, 30, 55, 80, 45, 60].map(
            (height, index) => (
              <span
                // biome-ignore lint/suspicious/noArrayIndexKey: a fixed decorative waveform
                key={index}
                className="w-full rounded-full bg-primary/70"
                style={{ height: `${height / 3}px` }}
              />
            ),
          )}
        </div>
        <div className="mt-4 space-y-2 text-sm leading-relaxed">
          <p className="flex gap-2">
            <MicIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            <span>
              Mitochondria produce most of the cell's ATP through oxidative phosphorylation on the inner
              membrane…
            </span>
          </p>
        </div>
      </div>

      <div className="relative -mt-4 ml-6 rounded-2xl border bg-card p-5 shadow-xl sm:ml-12">
        <div className="flex items-center gap-2 text-xs font-semibold text-accent-foreground">
          <SparklesIcon className="size-3.5" aria-hidden="true" />
          Flashcard · Biology
        </div>
        <p className="mt-2 font-medium">Where in the cell does oxidative phosphorylation happen?</p>
        <div className="mt-3 flex items-center gap-2 rounded-lg bg-muted px-3 py-2 text-sm">
          <CheckIcon className="size-4 text-success" aria-hidden="true" />
          <span>Inner mitochondrial membrane</span>
        </div>
      </div>
    </div>
  );
}
