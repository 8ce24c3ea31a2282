// Deskew and contrast for camera captures before OCR (issue 19 §4): the pure parts, on grey pixels, so they can
// be tested without a canvas. prepare.worker.ts does the drawing.

/** Grey from RGBA (ITU-R 601 weights in integers). */
export function toGrey(rgba: Uint8ClampedArray, pixels: number): Uint8Array {
  const grey = new Uint8Array(pixels);
  for (let i = 0, j = 0; i < pixels; i++, j += 4) {
    grey[i] = (rgba[j]! * 77 + rgba[j + 1]! * 150 + rgba[j + 2]! * 29) >> 8;
  }
  return grey;
}

function histogramOf(grey: Uint8Array): Uint32Array {
  const histogram = new Uint32Array(256);
  for (const value of grey) histogram[value]! += 1;
  return histogram;
}

/** Otsu's threshold: the grey level that best separates ink (at or below it) from paper. */
export function otsuThreshold(grey: Uint8Array): number {
  const histogram = histogramOf(grey);
  let sum = 0;
  for (let level = 0; level < 256; level++) sum += level * histogram[level]!;
  let sumBelow = 0;
  let countBelow = 0;
  let best = -1;
  let threshold = 127;
  for (let level = 0; level < 256; level++) {
    countBelow += histogram[level]!;
    if (countBelow === 0) continue;
    const countAbove = grey.length - countBelow;
    if (countAbove === 0) break;
    sumBelow += level * histogram[level]!;
    const between = countBelow * countAbove * (sumBelow / countBelow - (sum - sumBelow) / countAbove) ** 2;
    if (between > best) {
      best = between;
      threshold = level;
    }
  }
  return threshold;
}

/** Fewer dark pixels than this: nothing to measure, no rotation. */
const MIN_INK_PIXELS = 50;

/**
 * The angle (degrees, one decimal) by which the text lines are tilted; rotate by its negative to level them.
 * Projection profile: at the right angle the dark pixels pile into few rows, so the sum of squared row counts
 * peaks. A coarse search in 1° steps over ±range, then 0.1° steps around the best.
 */
export function skewAngle(grey: Uint8Array, width: number, height: number, range = 15): number {
  const threshold = otsuThreshold(grey);
  let count = 0;
  for (const value of grey) if (value <= threshold) count++;
  if (count < MIN_INK_PIXELS) return 0;
  const xs = new Float32Array(count);
  const ys = new Float32Array(count);
  for (let y = 0, k = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (grey[y * width + x]! <= threshold) {
        xs[k] = x - width / 2;
        ys[k] = y - height / 2;
        k++;
      }
    }
  }
  const diagonal = Math.ceil(Math.hypot(width, height));
  const rows = new Float64Array(diagonal * 2 + 2);
  const score = (degrees: number) => {
    const radians = (degrees * Math.PI) / 180;
    const sin = Math.sin(radians);
    const cos = Math.cos(radians);
    rows.fill(0);
    for (let i = 0; i < count; i++) rows[Math.round(ys[i]! * cos - xs[i]! * sin) + diagonal]! += 1;
    let total = 0;
    for (const row of rows) total += row * row;
    return total;
  };
  let best = 0;
  let bestScore = score(0);
  const search = (from: number, to: number, step: number) => {
    for (let degrees = from; degrees <= to + 1e-9; degrees += step) {
      const value = score(degrees);
      if (value > bestScore) {
        bestScore = value;
        best = degrees;
      }
    }
  };
  search(-range, range, 1);
  const coarse = best;
  search(coarse - 1, coarse + 1, 0.1);
  return Math.round(best * 10) / 10;
}

/** The median grey: on a page photo most pixels are paper, so this is the paper's shade. */
export function medianGrey(grey: Uint8Array): number {
  return percentileGrey(histogramOf(grey), grey.length, 0.5);
}

function percentileGrey(histogram: Uint32Array, total: number, share: number): number {
  let seen = 0;
  for (let level = 0; level < 256; level++) {
    seen += histogram[level]!;
    if (seen >= share * total) return level;
  }
  return 255;
}

/**
 * Contrast stretch in place to black ink on white paper: the 1st percentile (ink) → 0, the median (paper) → 255.
 * Stretching to the 99th percentile instead left a grey page that tesseract's binariser read as all ink.
 */
export function stretchContrast(rgba: Uint8ClampedArray, pixels: number): void {
  const grey = toGrey(rgba, pixels);
  const histogram = histogramOf(grey);
  const ink = percentileGrey(histogram, pixels, 0.01);
  const paper = Math.max(ink + 1, percentileGrey(histogram, pixels, 0.5));
  const scale = 255 / (paper - ink);
  for (let i = 0, j = 0; i < pixels; i++, j += 4) {
    const value = Math.max(0, Math.min(255, (grey[i]! - ink) * scale));
    rgba[j] = value;
    rgba[j + 1] = value;
    rgba[j + 2] = value;
    rgba[j + 3] = 255;
  }
}
