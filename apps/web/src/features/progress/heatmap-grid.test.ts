import { describe, expect, it } from "vitest";
import { heatmapDayLabel, heatmapGrid, heatmapLevel } from "./heatmap-grid";

describe("review heat map layout", () => {
  it("puts weeks in columns, Monday first, and leaves days outside the range empty", () => {
    // 2026-11-18 is a Wednesday; 2026-11-24 a Tuesday
    const grid = heatmapGrid({
      from: "2026-11-18",
      to: "2026-11-24",
      days: [
        { date: "2026-11-18", reviews: 3 },
        { date: "2026-11-23", reviews: 12 },
      ],
    });
    expect(grid.weeks).toHaveLength(2);
    expect(grid.weeks[0]?.slice(0, 2)).toEqual([null, null]);
    expect(grid.weeks[0]?.[2]).toEqual({ date: "2026-11-18", reviews: 3, level: 2 });
    expect(grid.weeks[1]?.[0]).toEqual({ date: "2026-11-23", reviews: 12, level: 4 });
    expect(grid.weeks[1]?.[1]).toEqual({ date: "2026-11-24", reviews: 0, level: 0 });
    expect(grid.weeks[1]?.slice(2)).toEqual([null, null, null, null, null]);
    expect(grid).toMatchObject({ total: 15, activeDays: 2, busiest: 12 });
  });

  it("covers a year in 53 or 54 columns and labels the months that begin inside", () => {
    const grid = heatmapGrid({ from: "2025-11-25", to: "2026-11-24", days: [] });
    expect(grid.weeks.length).toBeGreaterThanOrEqual(53);
    expect(grid.weeks.flat().filter(Boolean)).toHaveLength(365);
    expect(grid.months.map((m) => m.label)).toEqual([
      "Dec",
      "Jan",
      "Feb",
      "Mar",
      "Apr",
      "May",
      "Jun",
      "Jul",
      "Aug",
      "Sep",
      "Oct",
      "Nov",
    ]);
  });

  it("levels and titles", () => {
    expect([0, 1, 2, 4, 5, 9, 10].map(heatmapLevel)).toEqual([0, 1, 2, 2, 3, 3, 4]);
    expect(heatmapDayLabel("2026-11-23")).toBe("Mon, Nov 23");
  });
});
