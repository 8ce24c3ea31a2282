import { messages } from "@lectern/core";
import { CameraIcon, RefreshCwIcon, SwitchCameraIcon, VideoOffIcon } from "lucide-react";
import { Button } from "@/ui/button";
import { Card, CardContent, CardFooter } from "@/ui/card";
import { Spinner } from "@/ui/spinner";
import { ScreenError } from "./screen-error";
import type { ScanScreen } from "./use-scan";

const t = messages.scan;
const s = messages.documentScreens;

/**
 * The camera (spec 2 §2, §4): preview, Start Camera, Capture with the count left, Switch to Front/Back (only with
 * more than one camera), Stop Camera, Back to options; camera errors with 'Reload and try again' when the
 * permission was refused (spec 2 §8).
 */
export function CameraView({ screen }: { screen: ScanScreen }) {
  const { camera, limits } = screen;
  const active = camera.state === "active";

  return (
    <Card>
      <CardContent className="flex flex-col gap-4 pt-6">
        {camera.error && (
          <ScreenError
            message={camera.error.message}
            onDismiss={camera.error.reloadable ? undefined : camera.dismissError}
          >
            {camera.error.reloadable && (
              <Button size="sm" onClick={() => window.location.reload()}>
                <RefreshCwIcon aria-hidden="true" />
                {messages.camera.reloadAndTryAgain}
              </Button>
            )}
          </ScreenError>
        )}
        <div className="relative aspect-video w-full overflow-hidden rounded-lg bg-muted">
          <video
            ref={camera.video}
            className={active ? "size-full object-contain" : "hidden"}
            muted
            playsInline
            aria-label={s.cameraPreview}
            data-testid="camera-preview"
          />
          {!active && (
            <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 text-sm text-muted-foreground">
              {camera.state === "starting" ? (
                <>
                  <Spinner />
                  <span role="status">{s.cameraStarting}</span>
                </>
              ) : (
                <>
                  <VideoOffIcon className="size-8" aria-hidden="true" />
                  <span>{s.cameraOff}</span>
                </>
              )}
            </div>
          )}
        </div>
      </CardContent>
      <CardFooter className="flex-wrap gap-2">
        {active ? (
          <>
            <Button onClick={() => void screen.capture()} disabled={screen.extraction.busy}>
              <CameraIcon aria-hidden="true" />
              {t.capture}
              {limits.showBanner && (
                <span className="font-normal opacity-90">({s.capturesLeft(screen.capturesLeft)})</span>
              )}
            </Button>
            {camera.canSwitch && (
              <Button variant="outline" onClick={() => void camera.switchCamera()}>
                <SwitchCameraIcon aria-hidden="true" />
                {camera.facing === "environment" ? t.switchToFront : t.switchToBack}
              </Button>
            )}
            <Button variant="outline" onClick={camera.stop}>
              {t.stopCamera}
            </Button>
          </>
        ) : (
          <Button onClick={() => void camera.start()} disabled={camera.state === "starting"}>
            <CameraIcon aria-hidden="true" />
            {t.startCamera}
          </Button>
        )}
        <Button variant="ghost" onClick={screen.backToOptions}>
          {t.backToOptions}
        </Button>
      </CardFooter>
    </Card>
  );
}
