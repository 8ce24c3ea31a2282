import { formatFileSizeMB, messages } from "@lectern/core";
import { FileTextIcon, XIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/ui/button";
import { Card, CardContent, CardFooter, CardHeader } from "@/ui/card";
import type { SelectedDocument } from "./use-document-upload";

const t = messages.documentScreens;

/** The selected files with remove buttons (spec 2 §2); the footer holds Extract Text and Clear All. */
export function SelectedFiles({
  files,
  disabled,
  onRemove,
  children,
}: {
  files: readonly SelectedDocument[];
  disabled: boolean;
  onRemove: (id: number) => void;
  children: ReactNode;
}) {
  if (files.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-tight">{t.selectedFiles(files.length)}</h2>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col divide-y rounded-lg border" aria-label={t.selectedFiles(files.length)}>
          {files.map(({ id, file }) => (
            <li key={id} className="flex items-center gap-3 px-3 py-2" data-testid="selected-file">
              <FileTextIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <span className="min-w-0 flex-1 truncate text-sm">{file.name}</span>
              <span className="shrink-0 text-xs tabular-nums text-muted-foreground">
                {formatFileSizeMB(file.size)}
              </span>
              <Button
                variant="ghost"
                size="icon-sm"
                aria-label={t.remove(file.name)}
                disabled={disabled}
                onClick={() => onRemove(id)}
              >
                <XIcon aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter className="flex-wrap gap-2">{children}</CardFooter>
    </Card>
  );
}
