/**
 * A work's player: play / pause, a progress bar to seek (the audio is served with ranges), the
 * time. Starting it pauses any other audio on the page (one work at a time); the keep-alive outlet
 * pauses it when the page is hidden. `onFirstPlay` runs once per mount (a play is counted).
 */
import { useEffect, useRef, useState } from 'react';

const clock = (s: number) => {
  const whole = Math.max(0, Math.floor(s));
  return `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
};

export function AudioPlayer({
  src,
  duration,
  onFirstPlay,
}: {
  src: string;
  duration: number;
  onFirstPlay?: () => void;
}) {
  const audio = useRef<HTMLAudioElement>(null);
  const counted = useRef(false);
  // The latest callback, read when a play starts: the effect below must not re-run (and pause the
  // audio) when the work shown is refreshed by the play it counted.
  const firstPlay = useRef(onFirstPlay);
  firstPlay.current = onFirstPlay;
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const [length, setLength] = useState(duration);

  useEffect(() => {
    const element = audio.current;
    if (!element) return;
    const onPlay = () => {
      setPlaying(true);
      for (const other of document.querySelectorAll('audio')) if (other !== element) other.pause();
      if (!counted.current) {
        counted.current = true;
        firstPlay.current?.();
      }
    };
    const onPause = () => setPlaying(false);
    const onTime = () => setTime(element.currentTime);
    const onMeta = () => {
      if (Number.isFinite(element.duration)) setLength(element.duration);
    };
    element.addEventListener('play', onPlay);
    element.addEventListener('pause', onPause);
    element.addEventListener('ended', onPause);
    element.addEventListener('timeupdate', onTime);
    element.addEventListener('loadedmetadata', onMeta);
    return () => {
      element.pause();
      element.removeEventListener('play', onPlay);
      element.removeEventListener('pause', onPause);
      element.removeEventListener('ended', onPause);
      element.removeEventListener('timeupdate', onTime);
      element.removeEventListener('loadedmetadata', onMeta);
    };
  }, []);

  const toggle = () => {
    const element = audio.current;
    if (!element) return;
    if (element.paused) void element.play().catch(() => setPlaying(false));
    else element.pause();
  };
  const seek = (to: number) => {
    if (audio.current) audio.current.currentTime = to;
    setTime(to);
  };

  return (
    <div className="aloud-player">
      {/* biome-ignore lint/a11y/useMediaCaption: a reader's voice reading the text shown below it. */}
      <audio ref={audio} src={src} preload="metadata" />
      <button type="button" className="aloud-play" aria-label={playing ? '暂停' : '播放'} onClick={toggle}>
        {playing ? '❚❚' : '▶'}
      </button>
      <input
        type="range"
        className="aloud-seek"
        aria-label="播放进度"
        min={0}
        max={length || 0}
        step={0.1}
        value={Math.min(time, length || 0)}
        onChange={(e) => seek(Number(e.target.value))}
      />
      <span className="aloud-time">
        {clock(time)} / {clock(length)}
      </span>
    </div>
  );
}
