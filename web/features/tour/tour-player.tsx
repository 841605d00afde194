import { useEffect, useReducer, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { mediaUrl } from "../../../common/media";
import { Picture } from "../../components/picture";
import { DEFAULT_CLIP_ID, type TourClip } from "../../content/virtual-tour";
import { FullscreenIcon, PauseIcon, PlayIcon, SoundIcon } from "./icons";
import { initialTourState, tourReducer } from "./tour-state";
import { useTour } from "./tour-words";

const formatTime = (seconds: number) => {
  const s = Number.isFinite(seconds) ? Math.floor(seconds) : 0;
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
};

/**
 * The tour video player: poster, play overlay, progress bar, mute toggle (muted by default) and full
 * screen; five clips chosen from their thumbnails. Choosing a clip pauses it and starts it from 0.
 */
export function TourPlayer() {
  const { t, clips: tourClips } = useTour();
  const [state, dispatch] = useReducer(tourReducer, DEFAULT_CLIP_ID, initialTourState);
  const [time, setTime] = useState({ current: 0, duration: 0 });
  const [fullscreen, setFullscreen] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  /** The control bar's Play/Pause: it takes the focus from the big Play button, which hides once the video plays. */
  const barToggle = useRef<HTMLButtonElement>(null);
  const loadedClip = useRef(state.clipId);
  const clip = tourClips.find((c) => c.id === state.clipId) ?? tourClips[0];
  const started = state.playing || state.progress > 0;

  // a new clip: stop, load its sources and start again from 0
  useEffect(() => {
    const element = video.current;
    if (!element || loadedClip.current === state.clipId) return;
    loadedClip.current = state.clipId;
    element.pause();
    element.load();
    setTime({ current: 0, duration: 0 });
  }, [state.clipId]);

  // React sets `muted` as a property only on some paths; keep the element in step with the state
  useEffect(() => {
    if (video.current) video.current.muted = state.muted;
  }, [state.muted]);

  useEffect(() => {
    const update = () => setFullscreen(document.fullscreenElement === frame.current);
    document.addEventListener("fullscreenchange", update);
    return () => document.removeEventListener("fullscreenchange", update);
  }, []);

  const togglePlay = () => {
    const element = video.current;
    if (!element) return;
    if (element.paused || element.ended) void element.play().catch(() => dispatch({ type: "paused" }));
    else element.pause();
  };

  const toggleFullscreen = () => {
    const element = frame.current;
    if (!element) return;
    if (document.fullscreenElement) void document.exitFullscreen();
    else if (element.requestFullscreen) void element.requestFullscreen().catch(() => undefined);
    else
      (video.current as (HTMLVideoElement & { webkitEnterFullscreen?: () => void }) | null)?.webkitEnterFullscreen?.();
  };

  const onTime = () => {
    const element = video.current;
    if (!element) return;
    dispatch({ type: "time", currentTime: element.currentTime, duration: element.duration });
    setTime({ current: element.currentTime, duration: Number.isFinite(element.duration) ? element.duration : 0 });
  };

  const progress = Math.round(state.progress);

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_16rem]">
      <div
        ref={frame}
        className={`group relative overflow-hidden bg-forest-950 shadow-xl ring-1 ring-forest-900/10 ${
          fullscreen ? "flex items-center" : "aspect-[3/2] rounded-3xl"
        }`}
      >
        <video
          ref={video}
          muted={state.muted}
          playsInline
          preload="metadata"
          poster={mediaUrl(clip.thumbnail, 960, "webp")}
          aria-label={t("player.video", { clip: clip.name })}
          onClick={togglePlay}
          onPlay={() => dispatch({ type: "playing" })}
          onPause={() => dispatch({ type: "paused" })}
          onEnded={() => dispatch({ type: "ended" })}
          onTimeUpdate={onTime}
          onLoadedMetadata={onTime}
          data-clip={clip.id}
          className={`h-full w-full ${fullscreen ? "object-contain" : "object-cover"}`}
        >
          {/* VP9 first: smaller, and played by every current browser; H.264 for older Safari */}
          <source src={clip.video.webm} type='video/webm; codecs="vp9"' />
          <source src={clip.video.mp4} type='video/mp4; codecs="avc1.640028"' />
        </video>

        {!started ? (
          <div className="pointer-events-none absolute inset-0">
            <Picture
              mediaKey={clip.thumbnail}
              alt=""
              sizes="(min-width: 1024px) 900px, 100vw"
              width={960}
              className="h-full w-full object-cover"
            />
          </div>
        ) : null}

        {!state.playing ? (
          <div className="pointer-events-none absolute inset-0 flex items-center justify-center bg-gradient-to-t from-forest-950/70 via-forest-950/10 to-transparent">
            <button
              type="button"
              onClick={() => {
                barToggle.current?.focus();
                togglePlay();
              }}
              className="pointer-events-auto inline-flex h-20 w-20 items-center justify-center rounded-full bg-cream-50/95 text-forest-900 shadow-2xl ring-8 ring-cream-50/25 transition hover:scale-105 hover:bg-white sm:h-24 sm:w-24"
            >
              <PlayIcon className="ml-1 h-8 w-8 sm:h-10 sm:w-10" />
              <span className="sr-only">{t("player.playClip", { clip: clip.name })}</span>
            </button>
            {!started ? (
              <p
                className="absolute left-4 top-3 rounded-full bg-forest-950/60 px-4 py-1 font-display text-xl font-semibold text-cream-50 backdrop-blur sm:left-6 sm:top-5 sm:text-3xl"
                aria-hidden="true"
              >
                {clip.name}
              </p>
            ) : null}
          </div>
        ) : null}

        <div className="absolute inset-x-0 bottom-0 flex items-center gap-2 bg-gradient-to-t from-forest-950/90 to-transparent px-3 pb-3 pt-8 text-cream-50 sm:gap-3 sm:px-5">
          <button
            ref={barToggle}
            type="button"
            onClick={togglePlay}
            className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full hover:bg-cream-50/15"
          >
            {state.playing ? <PauseIcon /> : <PlayIcon />}
            <span className="sr-only">{state.playing ? t("player.pause") : t("player.play")}</span>
          </button>
          <div
            role="progressbar"
            aria-label={t("player.progress", { clip: clip.name })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            aria-valuetext={t("player.progressText", {
              progress,
              current: formatTime(time.current),
              duration: formatTime(time.duration),
            })}
            className="relative h-1.5 min-w-0 flex-1 overflow-hidden rounded-full bg-cream-50/30"
          >
            <div
              className="absolute inset-y-0 left-0 rounded-full bg-saffron-300"
              style={{ width: `${state.progress}%` }}
            />
          </div>
          <span className="hidden shrink-0 text-xs tabular-nums text-cream-50 sm:inline" aria-hidden="true">
            {formatTime(time.current)} / {formatTime(time.duration)}
          </span>
          <button
            type="button"
            aria-pressed={state.muted}
            onClick={() => dispatch({ type: "toggleMute" })}
            className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full hover:bg-cream-50/15"
          >
            <SoundIcon muted={state.muted} />
            <span className="sr-only">{t("player.mute")}</span>
          </button>
          <button
            type="button"
            onClick={toggleFullscreen}
            className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full hover:bg-cream-50/15"
          >
            <FullscreenIcon exit={fullscreen} />
            <span className="sr-only">{fullscreen ? t("player.exitFullScreen") : t("player.fullScreen")}</span>
          </button>
        </div>
      </div>

      <ClipChooser
        clips={tourClips}
        selected={state.clipId}
        onSelect={(clipId) => dispatch({ type: "select", clipId })}
      />
    </div>
  );
}

function ClipChooser({
  clips: tourClips,
  selected,
  onSelect,
}: {
  clips: TourClip[];
  selected: string;
  onSelect: (clipId: string) => void;
}) {
  const { t } = useTranslation("tour");
  return (
    <ul
      aria-label={t("videos.clipsLabel")}
      className="grid grid-cols-3 gap-2 sm:grid-cols-5 sm:gap-3 lg:grid-cols-1 lg:content-start"
    >
      {tourClips.map((clip: TourClip) => {
        const active = clip.id === selected;
        return (
          <li key={clip.id}>
            <button
              type="button"
              aria-pressed={active}
              onClick={() => onSelect(clip.id)}
              className={`group flex h-full w-full flex-col items-start gap-2 rounded-2xl p-1.5 text-left ring-1 transition lg:flex-row lg:items-center lg:gap-3 lg:p-2.5 ${
                active
                  ? "bg-forest-900 text-cream-50 ring-forest-900"
                  : "bg-white text-forest-900 ring-forest-900/10 hover:ring-forest-700"
              }`}
            >
              <span className="relative block w-full shrink-0 overflow-hidden rounded-xl lg:w-20">
                <Picture
                  mediaKey={clip.thumbnail}
                  alt=""
                  sizes="(min-width: 1024px) 80px, 33vw"
                  width={480}
                  className="aspect-[3/2] w-full object-cover"
                />
                <span aria-hidden="true" className="absolute inset-0 flex items-center justify-center bg-forest-950/25">
                  <PlayIcon className="h-4 w-4 text-white" />
                </span>
              </span>
              <span className="px-1 pb-1 text-xs font-semibold sm:text-sm lg:p-0">{clip.name}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
