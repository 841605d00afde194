/** Media files for the tests: real headers that file-type recognises, padded to the size wanted. */

/** An MP4 (ISO base media) file of `size` bytes: an `ftyp` box (brand isom), then zeros. */
export function mp4Header(size: number): Buffer {
  const bytes = Buffer.alloc(Math.max(size, 32));
  bytes.writeUInt32BE(24, 0);
  bytes.write("ftypisom", 4, "latin1");
  bytes.writeUInt32BE(0x200, 12);
  bytes.write("isommp41", 16, "latin1");
  bytes.writeUInt32BE(bytes.length - 24, 24);
  bytes.write("mdat", 28, "latin1");
  return bytes;
}

/** The first 44 bytes of a PCM WAV file whose data makes it `size` bytes long. */
export function wavStart(size: number): Buffer {
  const head = Buffer.alloc(44);
  head.write("RIFF", 0, "latin1");
  head.writeUInt32LE(size - 8, 4);
  head.write("WAVEfmt ", 8, "latin1");
  head.writeUInt32LE(16, 16);
  head.writeUInt16LE(1, 20); // PCM
  head.writeUInt16LE(1, 22); // mono
  head.writeUInt32LE(8000, 24);
  head.writeUInt32LE(16000, 28);
  head.writeUInt16LE(2, 32);
  head.writeUInt16LE(16, 34);
  head.write("data", 36, "latin1");
  head.writeUInt32LE(size - 44, 40);
  return head;
}

/** A WAV file of `size` bytes (silence). */
export function wavHeader(size: number): Buffer {
  const bytes = Buffer.alloc(Math.max(size, 44));
  wavStart(bytes.length).copy(bytes, 0);
  return bytes;
}
