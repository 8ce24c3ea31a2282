// The file checks off the page's thread (inspect.ts): the zip guard may inflate up to 64 MB to count it.
import { inspectDocument } from "./inspect";
import { type InspectRequest, type InspectResult, serve } from "./worker-protocol";

serve<InspectRequest, InspectResult>(async ({ bytes }) => ({
  message: inspectDocument(new Uint8Array(bytes)).message,
}));
