import { messages } from "@lectern/core";
import { CameraIcon, ImageUpIcon, SaveIcon } from "lucide-react";
import { Button } from "@/ui/button";
import { Card, CardContent } from "@/ui/card";
import { BackButton } from "./back-button";
import { CameraView } from "./camera-view";
import { CapturedThumbnails } from "./captured-thumbnails";
import { ExtractionProgress } from "./extraction-progress";
import { ExtractionResults } from "./extraction-results";
import { RemainingBanner } from "./remaining-banner";
import { ScreenError } from "./screen-error";
import { useWarmDocumentEngines } from "./use-document-limits";
import { useScan } from "./use-scan";

const t = messages.scan;
const s = messages.documentScreens;

// spec 2 §2, §4: camera capture and OCR — the initial choice, the camera, captured thumbnails, results per
// image, Save as Note and Copy All Text.
export function ScanDocumentPage() {
  const engines = useWarmDocumentEngines();
  const screen = useScan();
  const { extraction } = screen;

  return (
    <div
      className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8"
      data-engines={engines}
    >
      <title>{`${s.scanHeading} · Lectern`}</title>
      <BackButton onBack={screen.camera.stop} />
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{s.scanHeading}</h1>
        <p className="text-sm text-muted-foreground">{s.scanIntro}</p>
      </header>
      <RemainingBanner limits={screen.limits} />
      {screen.error && <ScreenError message={screen.error} onDismiss={screen.dismissError} />}
      {screen.mode === "initial" ? <InitialChoice screen={screen} /> : <CameraView screen={screen} />}
      <CapturedThumbnails screen={screen} />
      {extraction.progress && (
        <ExtractionProgress progress={extraction.progress} onCancel={extraction.cancel} />
      )}
      <ExtractionResults
        results={extraction.results}
        onCopyAll={() => void screen.copyAll()}
        hasText={screen.hasText}
      >
        <Button onClick={screen.saveAsNote} disabled={extraction.busy}>
          <SaveIcon aria-hidden="true" />
          {t.saveAsNote}
        </Button>
      </ExtractionResults>
    </div>
  );
}

/** spec 2 §2: Start Camera or Upload Images (which goes to /upload-document). */
function InitialChoice({ screen }: { screen: ReturnType<typeof useScan> }) {
  return (
    <section aria-label={s.chooseHow} className="grid gap-4 sm:grid-cols-2">
      <Card>
        <CardContent className="flex h-full flex-col items-start gap-3 pt-6">
          <CameraIcon className="size-8 text-primary" aria-hidden="true" />
          <p className="text-sm text-muted-foreground">{s.startCameraHint}</p>
          <Button className="mt-auto" onClick={screen.startCamera}>
            {t.startCamera}
          </Button>
        </CardContent>
      </Card>
      <Card>
        <CardContent className="flex h-full flex-col items-start gap-3 pt-6">
          <ImageUpIcon className="size-8 text-primary" aria-hidden="true" />
          <p className="text-sm text-muted-foreground">{s.uploadImagesHint}</p>
          <Button variant="outline" className="mt-auto" onClick={screen.uploadImages}>
            {t.uploadImages}
          </Button>
        </CardContent>
      </Card>
    </section>
  );
}
