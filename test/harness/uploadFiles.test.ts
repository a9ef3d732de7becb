/**
 * What an upload's bytes must be: a picture (photos, messages) is a JPEG, PNG, GIF or WebP by its
 * header with sane dimensions, whatever type it was declared with; a read-aloud file is the audio
 * its type names, whole to its last byte (nothing appended).
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { audioIsWhole, wavSeconds } from '../../harness/server/platform/audioFiles.js';
import {
  NOT_A_PICTURE,
  PICTURE_BROKEN,
  PICTURE_TOO_LARGE,
  pictureType,
} from '../../harness/server/platform/pictureFiles.js';
import { tuneWav } from '../../harness/server/seed/aloud.js';
import { pictures } from '../helpers/uploadFixtures.js';

const Files = suite('upload bytes');

const refusal = (data: Buffer) => {
  try {
    return pictureType(data);
  } catch (error) {
    return `refused: ${(error as Error).message}`;
  }
};
const HTML = Buffer.from('<html><body><script>alert(1)</script></body></html>');

Files('a picture is what its bytes say: JPEG, PNG, GIF, WebP kept with their own type', () => {
  assert.is(refusal(pictures.png(1, 1)), 'image/png');
  assert.is(refusal(pictures.jpeg(3, 2)), 'image/jpeg');
  assert.is(refusal(pictures.gif(5, 7)), 'image/gif');
  assert.is(refusal(pictures.webp(640, 480)), 'image/webp');
});

Files('anything else is refused in Chinese: HTML, SVG, BMP, empty, truncated; absurd dimensions', () => {
  for (const bytes of [HTML, pictures.svg(), pictures.bmp(), Buffer.alloc(0), pictures.png(1, 1).subarray(0, 12)]) {
    assert.is(refusal(bytes), `refused: ${NOT_A_PICTURE}`);
  }
  assert.is(NOT_A_PICTURE, '只能上传图片（JPG、PNG、GIF、WebP）');
  assert.is(refusal(pictures.png(0, 10)), `refused: ${PICTURE_BROKEN}`);
  assert.is(refusal(pictures.png(100_000, 10)), `refused: ${PICTURE_TOO_LARGE}`);
  assert.is(refusal(pictures.png(9_000, 9_000)), `refused: ${PICTURE_TOO_LARGE}`, '81 megapixels');
  assert.is(refusal(pictures.png(8_000, 6_000)), 'image/png', 'a 48-megapixel camera');
});

// --- audio

const wav = tuneWav(6, 440);

Files('a WAV is whole: RIFF size is the file, chunks within it; its length from the header', () => {
  assert.ok(audioIsWhole(wav, 'audio/wav'));
  assert.ok(audioIsWhole(wav, 'audio/x-wav'));
  assert.is(wavSeconds(wav), 6);
  const withHtml = Buffer.concat([wav, HTML]);
  assert.not.ok(audioIsWhole(withHtml, 'audio/wav'), 'HTML appended');
  assert.is(wavSeconds(withHtml), null);
  const riffCovers = Buffer.from(withHtml);
  riffCovers.writeUInt32LE(riffCovers.length - 8, 4);
  assert.not.ok(audioIsWhole(riffCovers, 'audio/wav'), 'RIFF size stretched over the HTML');
  const dataPast = Buffer.from(wav);
  dataPast.writeUInt32LE(wav.length, 40);
  assert.not.ok(audioIsWhole(dataPast, 'audio/wav'), 'data chunk past the end');
  assert.not.ok(audioIsWhole(wav.subarray(0, wav.length - 10), 'audio/wav'), 'cut short');
  assert.not.ok(audioIsWhole(HTML, 'audio/wav'));
});

/** An MPEG-1 layer III frame header: 128 kbps, 44.1 kHz, no padding (417 bytes a frame). */
const mp3Frame = () => Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(413)]);
const id3 = Buffer.from([0x49, 0x44, 0x33, 3, 0, 0, 0, 0, 0, 4, 1, 2, 3, 4]);

Files('an MP3 is frames end to end (an ID3 tag before, an ID3v1 tag after)', () => {
  const mp3 = Buffer.concat([id3, mp3Frame(), mp3Frame(), mp3Frame()]);
  assert.ok(audioIsWhole(mp3, 'audio/mpeg'));
  const v1 = Buffer.alloc(128);
  v1.write('TAG', 0, 'latin1');
  assert.ok(audioIsWhole(Buffer.concat([mp3, v1]), 'audio/mpeg'));
  assert.not.ok(audioIsWhole(Buffer.concat([mp3, HTML]), 'audio/mpeg'), 'HTML appended');
  assert.not.ok(audioIsWhole(mp3.subarray(0, mp3.length - 1), 'audio/mpeg'), 'last frame cut');
  assert.not.ok(audioIsWhole(Buffer.concat([id3, HTML]), 'audio/mpeg'), 'a tag and no sound');
});

const box = (type: string, body = 0) => {
  const b = Buffer.alloc(8 + body);
  b.writeUInt32BE(8 + body, 0);
  b.write(type, 4, 'latin1');
  return b;
};
const adts = (length: number) => {
  const f = Buffer.alloc(length);
  f.set([0xff, 0xf1, 0x50, 0x80 | ((length >> 11) & 3), (length >> 3) & 0xff, ((length & 7) << 5) | 0x1f, 0xfc]);
  return f;
};

Files('an M4A is boxes end to end with a moov; AAC is ADTS frames end to end', () => {
  const m4a = Buffer.concat([box('ftyp', 8), box('moov', 20), box('mdat', 100)]);
  assert.ok(audioIsWhole(m4a, 'audio/mp4'));
  assert.ok(audioIsWhole(m4a, 'audio/aac'));
  assert.not.ok(audioIsWhole(Buffer.concat([m4a, HTML]), 'audio/mp4'), 'HTML appended');
  assert.not.ok(audioIsWhole(Buffer.concat([box('ftyp', 8), box('mdat', 100)]), 'audio/mp4'), 'no moov');
  const aac = Buffer.concat([adts(100), adts(120), adts(90)]);
  assert.ok(audioIsWhole(aac, 'audio/aac'));
  assert.not.ok(audioIsWhole(Buffer.concat([aac, HTML]), 'audio/aac'), 'HTML appended');
});

const oggPage = (body: number) => {
  const page = Buffer.alloc(28 + body);
  page.write('OggS', 0, 'latin1');
  page[26] = 1;
  page[27] = body;
  return page;
};

Files('an Ogg file is pages end to end', () => {
  const ogg = Buffer.concat([oggPage(30), oggPage(200), oggPage(10)]);
  assert.ok(audioIsWhole(ogg, 'audio/ogg'));
  assert.not.ok(audioIsWhole(Buffer.concat([ogg, HTML]), 'audio/ogg'), 'HTML appended');
  assert.not.ok(audioIsWhole(ogg.subarray(0, ogg.length - 3), 'audio/ogg'), 'cut short');
});

const UNKNOWN = [0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff];
/** As a recorder writes it: the Segment and its Clusters of unknown size. */
const recordedWebm = () =>
  Buffer.from([
    ...[0x1a, 0x45, 0xdf, 0xa3, 0x84, 0x42, 0x82, 0x81, 0x77], // EBML header (DocType 'w', say)
    ...[0x18, 0x53, 0x80, 0x67, ...UNKNOWN], // Segment
    ...[0x15, 0x49, 0xa9, 0x66, 0x83, 0x2a, 0xd7, 0xb1], // Info
    ...[0x16, 0x54, 0xae, 0x6b, 0x82, 0xae, 0x80], // Tracks
    ...[0x1f, 0x43, 0xb6, 0x75, ...UNKNOWN, 0xe7, 0x81, 0x00, 0xa3, 0x84, 1, 2, 3, 4, 0xec, 0x80, 0xa3, 0x82, 5, 6],
    ...[0x1f, 0x43, 0xb6, 0x75, ...UNKNOWN, 0xe7, 0x82, 0x03, 0xe8, 0xa3, 0x83, 7, 8, 9],
  ]);

Files('a WebM file is EBML elements to the end, also as a recorder writes it (sizes unknown)', () => {
  const webm = recordedWebm();
  assert.ok(audioIsWhole(webm, 'audio/webm'));
  assert.not.ok(audioIsWhole(Buffer.concat([webm, HTML]), 'audio/webm'), 'HTML appended');
  assert.not.ok(audioIsWhole(webm.subarray(0, webm.length - 1), 'audio/webm'), 'last block cut');
  const sized = Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80, 0x18, 0x53, 0x80, 0x67, 0x84, 0xec, 0x82, 0, 0]);
  assert.ok(audioIsWhole(sized, 'audio/webm'), 'a Segment of known size reaching the end');
  assert.not.ok(audioIsWhole(Buffer.concat([sized, HTML]), 'audio/webm'));
  assert.not.ok(audioIsWhole(Buffer.from('not a sound at all'), 'audio/webm'));
});

Files.run();
