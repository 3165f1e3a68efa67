// The bytes of a share code (share-code.ts, docs/share-codes.md): CRC-32, base64url, varints in a
// writer and a reader, UTF-8, and deflate through the platform's (de)compression streams with a limit
// on what unpacking may produce. Plain functions over bytes; they know nothing of games.

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC-32 (IEEE 802.3, as zip and PNG), unsigned. */
export function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (let i = 0; i < bytes.length; i++) c = CRC_TABLE[(c ^ bytes[i]) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
export const B64_INDEX = new Map([...B64].map((ch, i) => [ch, i]));

export function toBase64url(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i] << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = i + 2 < bytes.length ? 4 : i + 1 < bytes.length ? 3 : 2;
    for (let k = 0; k < chars; k++) out += B64[(n >> (18 - 6 * k)) & 63];
  }
  return out;
}

/** The bytes, or null when a character is not base64url or the length cannot be one. */
export function fromBase64url(text: string): Uint8Array | null {
  if (text.length % 4 === 1) return null;
  const out = new Uint8Array(Math.floor((text.length * 3) / 4));
  let bits = 0, value = 0, o = 0;
  for (const ch of text) {
    const v = B64_INDEX.get(ch);
    if (v === undefined) return null;
    value = ((value << 6) | v) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[o++] = (value >> bits) & 0xff;
    }
  }
  return out;
}

export class Writer {
  private bytes: number[] = [];
  varint(n: number): void {
    // Unsigned, up to 2^53 (arithmetic, not bitwise).
    while (n >= 128) {
      this.bytes.push((n % 128) + 128);
      n = Math.floor(n / 128);
    }
    this.bytes.push(n);
  }
  raw(b: Uint8Array): void { for (const x of b) this.bytes.push(x); }
  u32(n: number): void { this.bytes.push((n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff); }
  done(): Uint8Array { return Uint8Array.from(this.bytes); }
}

export class Reader {
  pos = 0;
  constructor(private readonly bytes: Uint8Array) {}
  get left(): number { return this.bytes.length - this.pos; }
  /** Throws RangeError past the end or beyond 2^53. */
  varint(): number {
    let n = 0, scale = 1;
    for (;;) {
      if (this.pos >= this.bytes.length) throw new RangeError('the data ends in the middle of a number');
      const b = this.bytes[this.pos++];
      n += (b & 127) * scale;
      if (b < 128) return n;
      scale *= 128;
      if (scale > 2 ** 53) throw new RangeError('a number is too large');
    }
  }
  raw(length: number): Uint8Array {
    if (length > this.left) throw new RangeError('the data ends early');
    const out = this.bytes.subarray(this.pos, this.pos + length);
    this.pos += length;
    return out;
  }
  u32(): number {
    const b = this.raw(4);
    return ((b[0] << 24) | (b[1] << 16) | (b[2] << 8) | b[3]) >>> 0;
  }
}

// The headless code type-checks without the DOM (tsconfig.headless.json): the platform's encoders and
// (de)compression streams, present in browsers and node ≥ 18, are reached through these shapes.
interface TextCodecs {
  TextEncoder: new () => { encode(s: string): Uint8Array };
  TextDecoder: new (label: string, options: { fatal: boolean }) => { decode(b: Uint8Array): string };
}
interface StreamPair {
  writable: { getWriter(): { write(b: Uint8Array): Promise<void>; close(): Promise<void> } };
  readable: { getReader(): { read(): Promise<{ done: boolean; value?: Uint8Array }>; cancel(): Promise<void> } };
}
export type StreamCtor = new (format: 'deflate-raw') => StreamPair;
export const platform = globalThis as unknown as TextCodecs & { CompressionStream: StreamCtor; DecompressionStream: StreamCtor };

export const utf8 = (s: string): Uint8Array => new platform.TextEncoder().encode(s);
/** Throws TypeError on bytes that are not UTF-8. */
export const fromUtf8 = (b: Uint8Array): string => new platform.TextDecoder('utf-8', { fatal: true }).decode(b);

/** Runs bytes through a (de)compression stream; stops past `limit` output bytes ('tooBig'). Throws
 *  when the stream refuses the data (not deflate, cut short, junk after its end). */
export async function pipe(Ctor: StreamCtor, input: Uint8Array, limit: number): Promise<Uint8Array | 'tooBig'> {
  const stream = new Ctor('deflate-raw');
  const writer = stream.writable.getWriter();
  const reader = stream.readable.getReader();
  // The reader reports any failure of the stream; the writer's own promise must not go unhandled.
  const writing = writer.write(input).then(() => writer.close()).catch(() => undefined);
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (!value) continue;
    total += value.length;
    if (total > limit) {
      await reader.cancel().catch(() => undefined);
      return 'tooBig';
    }
    chunks.push(value);
  }
  await writing;
  const out = new Uint8Array(total);
  let o = 0;
  for (const c of chunks) {
    out.set(c, o);
    o += c.length;
  }
  return out;
}
