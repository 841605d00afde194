import { describe, expect, it } from "vitest";
import { initialTourState, progressPercent, tourReducer } from "./tour-state";

describe("tour player state", () => {
  it("starts on the given clip, paused, muted, at 0 %", () => {
    expect(initialTourState("living-room")).toEqual({
      clipId: "living-room",
      playing: false,
      muted: true,
      progress: 0,
    });
  });

  it("selecting a clip pauses it and resets its progress, keeping the sound setting", () => {
    let state = initialTourState("living-room");
    state = tourReducer(state, { type: "toggleMute" });
    state = tourReducer(state, { type: "playing" });
    state = tourReducer(state, { type: "time", currentTime: 3.5, duration: 7 });
    expect(state).toMatchObject({ playing: true, progress: 50, muted: false });
    state = tourReducer(state, { type: "select", clipId: "kitchen" });
    expect(state).toEqual({ clipId: "kitchen", playing: false, muted: false, progress: 0 });
  });

  it("toggles mute both ways", () => {
    const muted = initialTourState("gallery");
    const unmuted = tourReducer(muted, { type: "toggleMute" });
    expect(unmuted.muted).toBe(false);
    expect(tourReducer(unmuted, { type: "toggleMute" }).muted).toBe(true);
  });

  it("ends paused at 100 %", () => {
    const playing = tourReducer(initialTourState("bedroom"), { type: "playing" });
    expect(tourReducer(playing, { type: "ended" })).toMatchObject({ playing: false, progress: 100 });
  });

  it("computes progress safely before the duration is known", () => {
    expect(progressPercent(2, Number.NaN)).toBe(0);
    expect(progressPercent(2, 0)).toBe(0);
    expect(progressPercent(1.75, 7)).toBe(25);
    expect(progressPercent(9, 7)).toBe(100);
  });
});
