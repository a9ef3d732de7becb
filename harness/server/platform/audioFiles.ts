/**
 * A read-aloud upload must be audio as a whole: what its type says from the first byte to the
 * last. Each container is walked by its own structure (WAV's RIFF chunks, MP3 and AAC frames, MP4
 * boxes, Ogg pages, WebM's EBML elements) and must end exactly at the file's end, so a file with
 * anything appended (an HTML page after a WAV, say) is refused.
 */

const ascii = (data: Buffer, from: number, to: number) => data.subarray(from, to).toString('latin1');

/** The file is the audio its type names, whole. */
export function audioIsWhole(data: Buffer, mime: string): boolean {
  if (data.length < 12) return false;
  switch (mime) {
    case 'audio/wav':
    case 'audio/x-wav':
      return wavChunks(data) !== null;
    case 'audio/mpeg':
      return mpegWhole(data);
    case 'audio/aac':
      return ascii(data, 4, 8) === 'ftyp' ? boxesWhole(data) : adtsWhole(data);
    case 'audio/mp4':
      return ascii(data, 4, 8) === 'ftyp' ? boxesWhole(data) : adtsWhole(data);
    case 'audio/ogg':
      return oggWhole(data);
    case 'audio/webm':
      return webmWhole(data);
    default:
      return false;
  }
}

interface WavChunks {
  byteRate: number;
  dataBytes: number;
}

/**
 * A WAV's chunks: RIFF…WAVE whose size is the file's, chunks laid end to end up to it, a 'fmt '
 * and a 'data' chunk within the file. null when it is not that.
 */
function wavChunks(data: Buffer): WavChunks | null {
  if (ascii(data, 0, 4) !== 'RIFF' || ascii(data, 8, 12) !== 'WAVE') return null;
  if (data.readUInt32LE(4) + 8 !== data.length) return null;
  let byteRate = 0;
  let dataBytes = -1;
  let at = 12;
  while (at < data.length) {
    if (at + 8 > data.length) return null;
    const id = ascii(data, at, at + 4);
    const size = data.readUInt32LE(at + 4);
    const end = at + 8 + size;
    if (end > data.length) return null;
    if (id === 'fmt ') {
      if (size < 16) return null;
      byteRate = data.readUInt32LE(at + 16);
    }
    if (id === 'data') dataBytes = size;
    // A chunk of odd size is padded to even; a pad byte missing at the very end is tolerated.
    at = end + (size % 2 && end < data.length ? 1 : 0);
  }
  return byteRate > 0 && dataBytes >= 0 ? { byteRate, dataBytes } : null;
}

/** A WAV's length in seconds, read from its header ('fmt ' byte rate, 'data' size); null if not a whole WAV. */
export function wavSeconds(data: Buffer): number | null {
  const chunks = data.length >= 12 ? wavChunks(data) : null;
  return chunks ? chunks.dataBytes / chunks.byteRate : null;
}

const MPEG1_KBPS = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const MPEG2_KBPS = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
const MPEG_RATES = [44100, 48000, 32000];

/** MP3: an optional ID3v2 tag, then layer III frames end to end, then an optional ID3v1 tag. */
function mpegWhole(data: Buffer): boolean {
  let at = 0;
  if (ascii(data, 0, 3) === 'ID3') {
    const size = ((data[6] & 0x7f) << 21) | ((data[7] & 0x7f) << 14) | ((data[8] & 0x7f) << 7) | (data[9] & 0x7f);
    at = 10 + size + (data[5] & 0x10 ? 10 : 0);
  }
  let end = data.length;
  if (end - 128 >= at && ascii(data, end - 128, end - 125) === 'TAG') end -= 128;
  let frames = 0;
  while (at < end) {
    if (at + 4 > end || data[at] !== 0xff || (data[at + 1] & 0xe0) !== 0xe0) return false;
    const version = (data[at + 1] >> 3) & 3; // 3: MPEG-1, 2: MPEG-2, 0: MPEG-2.5
    const layer = (data[at + 1] >> 1) & 3; // 1: layer III
    const bitrate = (data[at + 2] >> 4) & 15;
    const rate = (data[at + 2] >> 2) & 3;
    if (version === 1 || layer !== 1 || bitrate === 0 || bitrate === 15 || rate === 3) return false;
    const mpeg1 = version === 3;
    const kbps = (mpeg1 ? MPEG1_KBPS : MPEG2_KBPS)[bitrate];
    const hz = MPEG_RATES[rate] / (mpeg1 ? 1 : version === 2 ? 2 : 4);
    const length = Math.floor(((mpeg1 ? 144 : 72) * kbps * 1000) / hz) + ((data[at + 2] >> 1) & 1);
    at += length;
    frames += 1;
  }
  return frames > 0 && at === end;
}

/** AAC in ADTS: frames end to end, each saying its own length. */
function adtsWhole(data: Buffer): boolean {
  let at = 0;
  while (at < data.length) {
    if (at + 7 > data.length || data[at] !== 0xff || (data[at + 1] & 0xf6) !== 0xf0) return false;
    const length = ((data[at + 3] & 3) << 11) | (data[at + 4] << 3) | (data[at + 5] >> 5);
    if (length < 7) return false;
    at += length;
  }
  return at === data.length;
}

/** MP4 / M4A: top-level boxes end to end to the file's end, ftyp first, a moov among them. */
function boxesWhole(data: Buffer): boolean {
  let at = 0;
  let moov = false;
  while (at < data.length) {
    if (at + 8 > data.length) return false;
    let size = data.readUInt32BE(at);
    const type = ascii(data, at + 4, at + 8);
    if (at === 0 && type !== 'ftyp') return false;
    if (!/^[\x20-\x7e]{4}$/.test(type)) return false;
    if (size === 1) {
      if (at + 16 > data.length) return false;
      size = Number(data.readBigUInt64BE(at + 8));
    } else if (size === 0) {
      size = data.length - at;
    }
    if (size < 8 || at + size > data.length) return false;
    if (type === 'moov') moov = true;
    at += size;
  }
  return moov;
}

/** Ogg: pages end to end, each 'OggS' with its segment table saying its length. */
function oggWhole(data: Buffer): boolean {
  let at = 0;
  while (at < data.length) {
    if (at + 27 > data.length || ascii(data, at, at + 4) !== 'OggS' || data[at + 4] !== 0) return false;
    const segments = data[at + 26];
    if (at + 27 + segments > data.length) return false;
    let body = 0;
    for (let i = 0; i < segments; i += 1) body += data[at + 27 + i];
    at += 27 + segments + body;
  }
  return at === data.length;
}

/** An EBML variable-length integer at `at`: its value and length; unknown sizes are -1. */
function vint(data: Buffer, at: number, keepMarker: boolean): { value: number; length: number } | null {
  if (at >= data.length) return null;
  const first = data[at];
  let length = 1;
  while (length <= 8 && !(first & (0x80 >> (length - 1)))) length += 1;
  if (length > 8 || at + length > data.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i += 1) {
    value = value * 256 + data[at + i];
    if (data[at + i] !== 0xff) allOnes = false;
  }
  return { value: !keepMarker && allOnes ? -1 : value, length };
}

const EBML_HEADER = 0x1a45dfa3;
const SEGMENT = 0x18538067;
const CLUSTER = 0x1f43b675;
/** Segment's children (SeekHead, Info, Tracks, Cluster, Cues, Attachments, Chapters, Tags) and Void. */
const SEGMENT_CHILDREN = new Set([
  0x114d9b74,
  0x1549a966,
  0x1654ae6b,
  CLUSTER,
  0x1c53bb6b,
  0x1941a469,
  0x1043a770,
  0x1254c367,
  0xec,
]);
/** Cluster's children (Timecode, SilentTracks, Position, PrevSize, SimpleBlock, BlockGroup, EncryptedBlock) and Void. */
const CLUSTER_CHILDREN = new Set([0xe7, 0x5854, 0xa7, 0xab, 0xa3, 0xa0, 0xaf, 0xec]);

/**
 * WebM: the EBML header, then one Segment reaching the file's end. A recorder writes the Segment
 * and its Clusters with unknown sizes while it records: then every element inside is walked, and
 * each must be one a Segment or a Cluster holds, whole.
 */
function webmWhole(data: Buffer): boolean {
  const header = vint(data, 0, true);
  const headerSize = header && vint(data, header.length, false);
  if (header?.value !== EBML_HEADER || !headerSize || headerSize.value < 0) return false;
  let at = header.length + headerSize.length + headerSize.value;
  const segment = vint(data, at, true);
  const segmentSize = segment && vint(data, at + segment.length, false);
  if (segment?.value !== SEGMENT || !segmentSize) return false;
  at += segment.length + segmentSize.length;
  if (segmentSize.value >= 0) return at + segmentSize.value === data.length;
  let inCluster = false;
  while (at < data.length) {
    const id = vint(data, at, true);
    const size = id && vint(data, at + id.length, false);
    if (!id || !size) return false;
    if (!(inCluster && CLUSTER_CHILDREN.has(id.value))) {
      if (!SEGMENT_CHILDREN.has(id.value)) return false;
      inCluster = false;
    }
    at += id.length + size.length;
    if (size.value < 0) {
      // Only a Cluster may be open-ended inside an open-ended Segment: its children follow.
      if (id.value !== CLUSTER) return false;
      inCluster = true;
      continue;
    }
    if (at + size.value > data.length) return false;
    at += size.value;
  }
  return true;
}
