/**
 * The state of the tour player: the selected clip, playing or paused,
 * muted (true by default) and the progress in percent. Selecting a clip pauses it and resets it.
 */
export interface TourState {
  clipId: string;
  playing: boolean;
  muted: boolean;
  /** 0–100. */
  progress: number;
}

export type TourAction =
  | { type: "select"; clipId: string }
  | { type: "playing" }
  | { type: "paused" }
  | { type: "toggleMute" }
  | { type: "time"; currentTime: number; duration: number }
  | { type: "ended" };

export function initialTourState(clipId: string): TourState {
  return { clipId, playing: false, muted: true, progress: 0 };
}

/** The percentage of a clip that has played, 0 when the duration is not known yet. */
export function progressPercent(currentTime: number, duration: number): number {
  if (!Number.isFinite(duration) || duration <= 0 || !Number.isFinite(currentTime)) return 0;
  return Math.min(100, Math.max(0, (currentTime / duration) * 100));
}

export function tourReducer(state: TourState, action: TourAction): TourState {
  switch (action.type) {
    case "select":
      return { ...state, clipId: action.clipId, playing: false, progress: 0 };
    case "playing":
      return { ...state, playing: true };
    case "paused":
      return { ...state, playing: false };
    case "toggleMute":
      return { ...state, muted: !state.muted };
    case "time":
      return { ...state, progress: progressPercent(action.currentTime, action.duration) };
    case "ended":
      return { ...state, playing: false, progress: 100 };
  }
}
