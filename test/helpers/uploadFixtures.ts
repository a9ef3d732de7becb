/**
 * Small files for upload checks, made byte by byte: pictures whose headers name the given
 * dimensions (no pixels needed: the header is what is read), and things that are not pictures.
 */

/** A PNG: signature, IHDR with the dimensions, IEND. */
function png(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(25);
  ihdr.writeUInt32BE(13, 0);
  ihdr.write('IHDR', 4, 'latin1');
  ihdr.writeUInt32BE(width, 8);
  ihdr.writeUInt32BE(height, 12);
  ihdr.set([8, 6, 0, 0, 0], 16);
  const iend = Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), ihdr, iend]);
}

/** A JPEG: SOI, JFIF APP0, a baseline SOF0 with the dimensions, EOI. */
function jpeg(width: number, height: number): Buffer {
  return Buffer.from([
    ...[0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01],
    ...[0x00, 0x00, 0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff],
    ...[0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01, 0xff, 0xd9],
  ]);
}

function gif(width: number, height: number): Buffer {
  const head = Buffer.from('GIF89a\0\0\0\0\0\0\0;', 'latin1');
  head.writeUInt16LE(width, 6);
  head.writeUInt16LE(height, 8);
  return head;
}

/** A WebP with a VP8X header. */
function webp(width: number, height: number): Buffer {
  const file = Buffer.alloc(30);
  file.write('RIFF', 0, 'latin1');
  file.writeUInt32LE(22, 4);
  file.write('WEBPVP8X', 8, 'latin1');
  file.writeUInt32LE(10, 16);
  file.writeUIntLE(width - 1, 24, 3);
  file.writeUIntLE(height - 1, 27, 3);
  return file;
}

const svg = () =>
  Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');

function bmp(): Buffer {
  const file = Buffer.alloc(54);
  file.write('BM', 0, 'latin1');
  file.writeUInt32LE(54, 2);
  file.writeUInt32LE(40, 14);
  file.writeInt32LE(4, 18);
  file.writeInt32LE(4, 22);
  return file;
}

export const pictures = { png, jpeg, gif, webp, svg, bmp };
