// Camera captures before OCR (issue 19 §4 "a captured page is deskewed and contrast-normalised"): the skew angle
// on a small grey copy, then the full-size capture rotated level and stretched to black ink on white paper.
import { medianGrey, skewAngle, stretchContrast, toGrey } from "./deskew";
import { type PrepareRequest, type PrepareResult, serve } from "./worker-protocol";

/** The angle search runs on a copy this long on its long side (enough to see lines, ~100 ms). */
const ANGLE_SEARCH_SIDE_PX = 800;
/** The prepared image is at most this long on a side (a 1920x1080 capture passes whole). */
const OUTPUT_MAX_SIDE_PX = 2500;

function context2d(canvas: OffscreenCanvas): OffscreenCanvasRenderingContext2D {
  const context = canvas.getContext("2d", { willReadFrequently: true });
  if (!context) throw new Error("No 2D canvas in this browser");
  return context;
}

serve<PrepareRequest, PrepareResult>(async ({ image }) => {
  const source = await createImageBitmap(image);
  try {
    const k = Math.min(1, ANGLE_SEARCH_SIDE_PX / Math.max(source.width, source.height));
    const sw = Math.max(1, Math.round(source.width * k));
    const sh = Math.max(1, Math.round(source.height * k));
    const small = context2d(new OffscreenCanvas(sw, sh));
    small.drawImage(source, 0, 0, sw, sh);
    const grey = toGrey(small.getImageData(0, 0, sw, sh).data, sw * sh);
    const angle = skewAngle(grey, sw, sh);
    // The corners the rotation opens are filled with the paper's shade: white corners around a grey page
    // made a frame that tesseract's binariser took for ink (every word lost in the research).
    const paper = medianGrey(grey);

    const m = Math.min(1, OUTPUT_MAX_SIDE_PX / Math.max(source.width, source.height));
    const w = Math.round(source.width * m);
    const h = Math.round(source.height * m);
    const radians = (-angle * Math.PI) / 180;
    const cos = Math.abs(Math.cos(radians));
    const sin = Math.abs(Math.sin(radians));
    const outWidth = Math.ceil(w * cos + h * sin);
    const outHeight = Math.ceil(w * sin + h * cos);
    const canvas = new OffscreenCanvas(outWidth, outHeight);
    const context = context2d(canvas);
    context.fillStyle = `rgb(${paper},${paper},${paper})`;
    context.fillRect(0, 0, outWidth, outHeight);
    context.translate(outWidth / 2, outHeight / 2);
    context.rotate(radians);
    context.drawImage(source, -w / 2, -h / 2, w, h);
    context.resetTransform();
    const pixels = context.getImageData(0, 0, outWidth, outHeight);
    stretchContrast(pixels.data, outWidth * outHeight);
    context.putImageData(pixels, 0, 0);
    return { image: await canvas.convertToBlob({ type: "image/png" }), angle };
  } finally {
    source.close();
  }
});
