/**
 * Recording in the page: the microphone through MediaRecorder (webm/opus where the browser has
 * it, else its own type), a level (0–1, from an AnalyserNode) and the seconds recorded, ticked ten
 * times a second. Everything it holds (the stream, the audio context) is released on stop.
 */

export interface Take {
  blob: Blob;
  seconds: number;
  /** An object URL to replay it before sending; revoke it when done. */
  url: string;
}

const TYPES = ['audio/webm;codecs=opus', 'audio/webm', 'audio/ogg;codecs=opus', 'audio/mp4'];

/** Why recording cannot start here ('' when it can). */
export function recordingUnavailable(): string {
  if (typeof MediaRecorder === 'undefined' || !navigator.mediaDevices?.getUserMedia) {
    return '当前环境不支持录音，请选择音频文件上传';
  }
  return '';
}

export class MicRecorder {
  private stream: MediaStream | null = null;
  private recorder: MediaRecorder | null = null;
  private context: AudioContext | null = null;
  private analyser: AnalyserNode | null = null;
  private chunks: Blob[] = [];
  private timer: ReturnType<typeof setInterval> | undefined;
  private started = 0;

  constructor(private readonly onTick: (seconds: number, level: number) => void) {}

  /** Asks for the microphone and starts; rejects when it is refused or missing. */
  async start(): Promise<void> {
    this.stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    const type = TYPES.find((t) => MediaRecorder.isTypeSupported?.(t));
    this.recorder = new MediaRecorder(this.stream, type ? { mimeType: type } : undefined);
    this.chunks = [];
    this.recorder.ondataavailable = (event) => {
      if (event.data.size) this.chunks.push(event.data);
    };
    try {
      this.context = new AudioContext();
      this.analyser = this.context.createAnalyser();
      this.analyser.fftSize = 512;
      this.context.createMediaStreamSource(this.stream).connect(this.analyser);
    } catch {
      this.analyser = null;
    }
    this.recorder.start(250);
    this.started = performance.now();
    this.timer = setInterval(() => this.onTick(this.seconds(), this.level()), 100);
  }

  /** Stops and gives the take. */
  stop(): Promise<Take> {
    const recorder = this.recorder;
    if (!recorder) return Promise.reject(new Error('not recording'));
    const seconds = this.seconds();
    return new Promise((resolve) => {
      recorder.onstop = () => {
        const blob = new Blob(this.chunks, { type: recorder.mimeType || 'audio/webm' });
        this.release();
        resolve({ blob, seconds, url: URL.createObjectURL(blob) });
      };
      recorder.stop();
    });
  }

  /** Stops everything without a take (the page is left, or the take is thrown away). */
  release(): void {
    clearInterval(this.timer);
    if (this.recorder && this.recorder.state !== 'inactive') {
      this.recorder.onstop = null;
      this.recorder.stop();
    }
    for (const track of this.stream?.getTracks() ?? []) track.stop();
    void this.context?.close().catch(() => undefined);
    this.stream = null;
    this.recorder = null;
    this.context = null;
    this.analyser = null;
  }

  private seconds(): number {
    return (performance.now() - this.started) / 1000;
  }

  private level(): number {
    if (!this.analyser) return 0;
    const samples = new Uint8Array(this.analyser.fftSize);
    this.analyser.getByteTimeDomainData(samples);
    let sum = 0;
    for (const v of samples) sum += ((v - 128) / 128) ** 2;
    return Math.min(1, Math.sqrt(sum / samples.length) * 3);
  }
}

/** A chosen file's length in seconds, read by the browser; null when it cannot tell. */
export function audioSeconds(url: string): Promise<number | null> {
  return new Promise((resolve) => {
    const audio = new Audio();
    const done = (value: number | null) => {
      audio.removeAttribute('src');
      resolve(value);
    };
    audio.preload = 'metadata';
    audio.onloadedmetadata = () => done(Number.isFinite(audio.duration) ? audio.duration : null);
    audio.onerror = () => done(null);
    audio.src = url;
  });
}
