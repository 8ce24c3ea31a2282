import { messages } from "@lectern/core";
import { notify } from "@/ui/toaster";

const t = messages.documentScreens;

/** Copy All Text (spec 2 §2): the note's text to the clipboard, with a toast either way. */
export async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    notify.success(t.textCopied);
  } catch {
    notify.error(t.copyFailed);
  }
}
