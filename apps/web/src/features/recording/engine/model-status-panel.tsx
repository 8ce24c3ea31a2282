import { messages } from "@lectern/core";
import { CircleCheckIcon, Loader2Icon } from "lucide-react";
import { useId } from "react";
import { Alert } from "@/ui/alert";
import { Button } from "@/ui/button";
import { Progress } from "@/ui/progress";
import { modelErrorText } from "./model-status";
import type { ModelFileProgress, ModelStatus } from "./types";

export type ModelStatusPanelProps = {
  status: ModelStatus;
  /** Shown as a button under an error (a fresh worker and a fresh load). */
  onRetry?: () => void;
  className?: string;
};

const DEVICE_NAMES = { webgpu: "WebGPU", wasm: "WebAssembly" } as const;

/**
 * The recording screen's model status (spec 1 §2, §4): Loading with one progress bar per model file, Ready, or
 * the spec's error panel titled 'Error' with the message (spec 1 §8; a failed download explained, issue 23 §4).
 */
export function ModelStatusPanel({ status, onRetry, className }: ModelStatusPanelProps) {
  const titleId = useId();
  if (status.state === "error") {
    return (
      <div data-testid="model-status" data-state="error" className={className}>
        <Alert variant="error" aria-labelledby={titleId}>
          <h2 id={titleId} className="font-semibold">
            {messages.recording.errorTitle}
          </h2>
          <p className="break-words">{modelErrorText(status.error)}</p>
          {onRetry && (
            <div>
              <Button variant="outline" size="sm" onClick={onRetry}>
                {messages.notes.retry}
              </Button>
            </div>
          )}
        </Alert>
      </div>
    );
  }
  const ready = status.state === "ready";
  return (
    <section
      data-testid="model-status"
      data-state={status.state}
      aria-labelledby={titleId}
      className={className}
    >
      <div role="status" className="flex items-center gap-2 text-sm font-medium">
        {ready ? (
          <CircleCheckIcon className="size-4 text-success" aria-hidden="true" />
        ) : (
          <Loader2Icon
            className="size-4 animate-spin text-primary motion-reduce:animate-none"
            aria-hidden="true"
          />
        )}
        <h2 id={titleId}>{ready ? messages.recording.modelReady : messages.recording.modelLoading}</h2>
        {ready && status.device && (
          <span className="font-normal text-muted-foreground">({DEVICE_NAMES[status.device]})</span>
        )}
      </div>
      {!ready && status.files.length > 0 && (
        <ul className="mt-3 flex flex-col gap-2">
          {status.files.map((file) => (
            <FileProgressRow key={file.file} file={file} />
          ))}
        </ul>
      )}
    </section>
  );
}

function FileProgressRow({ file }: { file: ModelFileProgress }) {
  const percent = Math.round(file.progress);
  return (
    <li className="flex flex-col gap-1" data-file={file.file}>
      <div className="flex items-baseline justify-between gap-2 text-xs">
        <span className="min-w-0 truncate font-mono">{file.file}</span>
        <span className="shrink-0 tabular-nums text-muted-foreground">
          {file.total > 0 ? `${formatMegabytes(file.loaded)} / ${formatMegabytes(file.total)} · ` : ""}
          {percent}%
        </span>
      </div>
      <Progress value={percent} aria-label={file.file} aria-valuetext={`${percent}%`} />
    </li>
  );
}

const formatMegabytes = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;
