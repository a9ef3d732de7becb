/**
 * Pictures on the emulated phone: what chooseImage picked and downloadImage fetched, kept by
 * localId for getLocalImgData and uploadImage; uploads go to the emulated WeChat media store.
 */
import type { Device } from './device.js';
import { WX_MEDIA } from './protocol.js';

export interface LocalImage {
  mime: string;
  /** The bytes, base64 (no data: prefix). */
  base64: string;
}

const DATA_URL = /^data:(image\/(?:jpeg|png|gif|webp));base64,([A-Za-z0-9+/=\s]+)$/;

export function parseDataUrl(url: string): LocalImage | null {
  const match = DATA_URL.exec(String(url));
  return match ? { mime: match[1], base64: match[2].replace(/\s+/g, '') } : null;
}

export const toDataUrl = (image: LocalImage) => `data:${image.mime};base64,${image.base64}`;

/** localId → picture. iOS ids are wxlocalresource:// (the SDK swaps them in <img> itself); Android weixin://resourceid/. */
export class LocalImages {
  private readonly images = new Map<string, LocalImage>();
  private seq = 0;

  constructor(private readonly device: Device) {}

  add(image: LocalImage): string {
    this.seq += 1;
    const stamp = `${Date.now().toString(36)}${String(this.seq).padStart(4, '0')}`;
    const localId = this.device === 'ios' ? `wxlocalresource://imageid${stamp}` : `weixin://resourceid/${stamp}`;
    this.images.set(localId, image);
    return localId;
  }

  get(localId: unknown): LocalImage | undefined {
    return typeof localId === 'string' ? this.images.get(localId) : undefined;
  }
}

function toBytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/** Stores the picture on the emulated WeChat server; its media_id (the serverId), or null. */
export async function uploadToWechat(image: LocalImage): Promise<string | null> {
  try {
    const response = await fetch(WX_MEDIA.upload, {
      method: 'POST',
      headers: { 'content-type': image.mime },
      body: toBytes(image.base64),
    });
    const body = (await response.json()) as { media_id?: unknown };
    return typeof body.media_id === 'string' ? body.media_id : null;
  } catch {
    return null;
  }
}

/** The picture behind a serverId, or null when WeChat does not know it. */
export async function downloadFromWechat(serverId: string): Promise<LocalImage | null> {
  try {
    const response = await fetch(`${WX_MEDIA.get}?media_id=${encodeURIComponent(serverId)}`);
    const mime = (response.headers.get('content-type') ?? '').split(';')[0].trim();
    if (!response.ok || !mime.startsWith('image/')) return null;
    return { mime, base64: toBase64(new Uint8Array(await response.arrayBuffer())) };
  } catch {
    return null;
  }
}
