import { describe, expect, it } from "vitest";
import { activeChapter, timelineProgress, trackHeight } from "./timeline-progress";

describe("timeline progress", () => {
  it("is 0 before the timeline reaches the top and 1 once its end is in view", () => {
    expect(timelineProgress(300, 5000, 800)).toBe(0);
    expect(timelineProgress(0, 5000, 800)).toBe(0);
    expect(timelineProgress(-2100, 5000, 800)).toBe(0.5);
    expect(timelineProgress(-4200, 5000, 800)).toBe(1);
    expect(timelineProgress(-9000, 5000, 800)).toBe(1);
  });

  it("handles a timeline shorter than the viewport", () => {
    expect(timelineProgress(100, 500, 800)).toBe(0);
    expect(timelineProgress(-10, 500, 800)).toBe(1);
  });

  it("names the chapter nearest to the progress", () => {
    expect(activeChapter(0, 9)).toBe(0);
    expect(activeChapter(0.5, 9)).toBe(4);
    expect(activeChapter(0.99, 9)).toBe(8);
    expect(activeChapter(1.2, 9)).toBe(8);
  });

  it("makes the track as tall as the row is wide beyond the viewport", () => {
    expect(trackHeight(9000, 1280, 720)).toBe(8440);
    expect(trackHeight(1000, 1280, 720)).toBe(720);
  });
});
