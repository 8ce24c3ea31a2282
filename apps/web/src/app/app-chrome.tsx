// What every page has but none needs for its first paint (issue 18 §1): the toaster and the service worker's
// update prompt (which registers the worker). Loaded after the page, so the landing page's first load carries
// neither; sonner replays toasts raised before its Toaster mounts, so none is lost.
import { Toaster } from "@/ui/toaster-view";
import { UpdatePrompt } from "./update-prompt";

export function AppChrome() {
  return (
    <>
      <Toaster />
      <UpdatePrompt />
    </>
  );
}
