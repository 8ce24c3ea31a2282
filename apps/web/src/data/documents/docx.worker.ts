// mammoth in a worker (issue 19 §2): the zip guard first (core), then HTML with images dropped, then text.
import { checkDocxZip, messages } from "@lectern/core";
import { docxHtmlToText } from "./docx-text";
import { type DocxRequest, type DocxResult, serve } from "./worker-protocol";

serve<DocxRequest, DocxResult>(async ({ bytes }) => {
  const refused = checkDocxZip(new Uint8Array(bytes));
  if (refused) throw new Error(refused);
  try {
    // The browser build: JSZip and no DOM, so it runs here. Loaded with the first DOCX, not with the worker.
    const { default: mammoth } = await import("mammoth/mammoth.browser.js");
    const { value } = await mammoth.convertToHtml(
      { arrayBuffer: bytes },
      {
        ignoreEmptyParagraphs: true,
        // mammoth inlines every image as a base64 data URI by default: memory and time for nothing here.
        convertImage: mammoth.images.imgElement(async () => ({ src: "" })),
      },
    );
    return { text: docxHtmlToText(value) };
  } catch {
    throw new Error(messages.documents.docxFailed);
  }
});
