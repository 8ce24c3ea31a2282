/**
 * Hands a file made or fetched in the page to the browser's downloads, named `fileName`: one link to a Blob URL,
 * clicked and removed. Used by every 'export' and 'download' button that has the file's bytes in hand.
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the click; the URL is not needed after this turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
