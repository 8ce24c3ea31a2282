import { messages } from "@lectern/core";
import { FileSearchIcon, XIcon } from "lucide-react";
import { Button } from "@/ui/button";
import { Card, CardContent, CardFooter, CardHeader } from "@/ui/card";
import type { ScanScreen } from "./use-scan";

const s = messages.documentScreens;

/** spec 2 §2: captured thumbnails numbered from 1, each removable, with Clear All and Extract Text from Images. */
export function CapturedThumbnails({ screen }: { screen: ScanScreen }) {
  const { images, extraction } = screen;
  if (images.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-tight">{s.capturedImages(images.length)}</h2>
      </CardHeader>
      <CardContent>
        <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label={s.capturedImages(images.length)}>
          {images.map((image, i) => (
            <li
              key={image.id}
              className="relative overflow-hidden rounded-lg border"
              data-testid="captured-image"
            >
              <img src={image.url} alt={s.image(i + 1)} className="aspect-video w-full object-cover" />
              <span className="absolute top-1 left-1 rounded-md bg-background/90 px-2 py-0.5 text-xs font-semibold">
                {i + 1}
              </span>
              <Button
                variant="secondary"
                size="icon-sm"
                className="absolute top-1 right-1"
                aria-label={s.removeImage(i + 1)}
                disabled={extraction.busy}
                onClick={() => screen.removeImage(image.id)}
              >
                <XIcon aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ol>
      </CardContent>
      <CardFooter className="flex-wrap gap-2">
        <Button onClick={() => void screen.extract()} disabled={extraction.busy}>
          <FileSearchIcon aria-hidden="true" />
          {messages.scan.extractTextFromImages}
        </Button>
        <Button variant="outline" onClick={screen.clearAll} disabled={extraction.busy}>
          {messages.documents.clearAll}
        </Button>
      </CardFooter>
    </Card>
  );
}
