import { EXTRACTION_ERROR_PROVIDER, messages } from "@lectern/core";
import { CopyIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "@/ui/badge";
import { Button } from "@/ui/button";
import { Card, CardContent, CardFooter, CardHeader } from "@/ui/card";
import { cn } from "@/ui/cn";
import type { ExtractedResult } from "./use-extraction-run";

const t = messages.documentScreens;

/**
 * Results per file or image (spec 2 §2, §3): its name, the provider and the text. A failure shows its message as
 * an error (provider 'Error', spec 2 §8). The footer holds the screen's next step and Copy All Text.
 */
export function ExtractionResults({
  results,
  onCopyAll,
  hasText,
  children,
}: {
  results: readonly ExtractedResult[];
  onCopyAll: () => void;
  hasText: boolean;
  /** The primary action: Continue (upload) or Save as Note (scan). */
  children: ReactNode;
}) {
  if (results.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-tight">{t.results}</h2>
      </CardHeader>
      <CardContent>
        <ol className="flex flex-col gap-4" aria-label={t.results}>
          {results.map((result) => {
            const failed = result.provider === EXTRACTION_ERROR_PROVIDER;
            return (
              <li
                key={result.key}
                data-testid="extraction-result"
                className={cn(
                  "flex flex-col gap-2 rounded-lg border p-3",
                  failed && "border-destructive/40 bg-destructive/10",
                )}
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h3 className="min-w-0 break-all text-sm font-semibold">{result.label}</h3>
                  <Badge variant={failed ? "destructive" : "soft"}>{t.provider(result.provider)}</Badge>
                </div>
                {result.warning && <p className="text-sm text-muted-foreground">{result.warning}</p>}
                <p
                  className="max-h-72 overflow-y-auto whitespace-pre-wrap break-words text-sm leading-relaxed"
                  role={failed ? "alert" : undefined}
                  data-testid="extraction-result-text"
                >
                  {result.text || t.noText}
                </p>
              </li>
            );
          })}
        </ol>
      </CardContent>
      <CardFooter className="flex-wrap gap-2">
        {children}
        <Button variant="outline" onClick={onCopyAll} disabled={!hasText}>
          <CopyIcon aria-hidden="true" />
          {messages.documents.copyAllText}
        </Button>
      </CardFooter>
    </Card>
  );
}
