import { DOCUMENT_UPLOAD_EXTENSIONS, DOCUMENT_UPLOAD_MIME_TYPES, messages } from "@lectern/core";
import { UploadIcon } from "lucide-react";
import { type DragEvent, useRef, useState } from "react";
import { cn } from "@/ui/cn";

const t = messages.documentScreens;
const ACCEPT = [...DOCUMENT_UPLOAD_MIME_TYPES, ...DOCUMENT_UPLOAD_EXTENSIONS].join(",");

/** spec 2 §2: drag-and-drop or click-to-select, several files at once; disabled at 0 documents left (§5). */
export function FileDropZone({ disabled, onFiles }: { disabled: boolean; onFiles: (files: File[]) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!disabled) onFiles([...event.dataTransfer.files]);
  };

  return (
    <div>
      <input
        ref={input}
        type="file"
        multiple
        accept={ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="document-file-input"
        disabled={disabled}
        onChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])];
          // Cleared so that choosing the same file again is seen as a new choice.
          event.currentTarget.value = "";
          onFiles(files);
        }}
      />
      <button
        type="button"
        disabled={disabled}
        onClick={() => input.current?.click()}
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        aria-describedby="drop-zone-hint"
        className={cn(
          "flex w-full flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed border-input bg-card px-4 py-10 text-center transition-colors",
          "outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
          "disabled:cursor-not-allowed disabled:opacity-50",
          over && "border-primary bg-accent",
        )}
      >
        <UploadIcon className="size-8 text-primary" aria-hidden="true" />
        <span className="text-sm font-medium">{t.dropZone}</span>
        <span id="drop-zone-hint" className="text-xs text-muted-foreground">
          {t.dropZoneHint}
        </span>
      </button>
    </div>
  );
}
