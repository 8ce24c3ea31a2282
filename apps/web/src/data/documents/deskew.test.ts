import { describe, expect, it } from "vitest";
import { medianGrey, otsuThreshold, skewAngle, stretchContrast } from "./deskew";

/** A grey page (paper 200) with dark text-like bars (ink 40) along lines tilted by `degrees`. */
function tiltedPage(width: number, height: number, degrees: number): Uint8Array {
  const grey = new Uint8Array(width * height).fill(200);
  const tan = Math.tan((degrees * Math.PI) / 180);
  for (let line = 0; line < 12; line++) {
    const baseline = 60 + line * 28;
    for (let x = 60; x < width - 60; x++) {
      if (x % 37 > 30) continue; // gaps between words
      const y0 = Math.round(baseline + (x - width / 2) * tan);
      for (let y = y0; y < y0 + 8; y++) if (y >= 0 && y < height) grey[y * width + x] = 40;
    }
  }
  return grey;
}

describe("skewAngle", () => {
  it.each([4, -3, 0, 7.5])("finds a page tilted by %s°", (degrees) => {
    expect(skewAngle(tiltedPage(600, 420, degrees), 600, 420)).toBeCloseTo(degrees, 0);
  });

  it("leaves a blank page alone", () => {
    expect(skewAngle(new Uint8Array(200 * 100).fill(230), 200, 100)).toBe(0);
  });
});

describe("otsuThreshold and medianGrey", () => {
  it("splits ink from paper and finds the paper's shade", () => {
    const page = tiltedPage(300, 200, 0);
    const threshold = otsuThreshold(page);
    expect(threshold).toBeGreaterThanOrEqual(40);
    expect(threshold).toBeLessThan(200);
    expect(medianGrey(page)).toBe(200);
  });
});

describe("stretchContrast", () => {
  it("maps a dim grey page to black ink on white paper", () => {
    const pixels = 100;
    const rgba = new Uint8ClampedArray(pixels * 4);
    for (let i = 0; i < pixels; i++) {
      const value = i < 10 ? 60 : 150; // 10% ink, the rest paper
      rgba.set([value, value, value, 255], i * 4);
    }
    stretchContrast(rgba, pixels);
    expect(rgba[0]).toBe(0);
    expect(rgba[50 * 4]).toBe(255);
  });
});
