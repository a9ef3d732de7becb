/** 图片: pictures from disk (or a generated sample) become chooseImage's answer; cancel. */
import { useState } from 'react';
import { toast } from '../state/toast';
import { Idle, PolicySelect, Section, useWaiting, WaitingBanner } from './common';

interface Picture {
  name: string;
  dataUrl: string;
  bytes: number;
}

const COLORS = ['#2f7d5b', '#3b6fb6', '#b5533c', '#7a4fa3', '#b08a2e'];

/** What a phone's album can hold; anything else (SVG, BMP, AVIF ...) is redrawn as JPEG. */
const PHONE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];

function readDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

async function asJpeg(dataUrl: string): Promise<string> {
  const image = new Image();
  image.src = dataUrl;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = image.naturalWidth || 600;
  canvas.height = image.naturalHeight || 800;
  const g = canvas.getContext('2d');
  if (g) {
    g.fillStyle = '#fff';
    g.fillRect(0, 0, canvas.width, canvas.height);
    g.drawImage(image, 0, 0, canvas.width, canvas.height);
  }
  return canvas.toDataURL('image/jpeg', 0.9);
}

async function readFile(file: File): Promise<Picture> {
  const dataUrl = await readDataUrl(file);
  if (PHONE_TYPES.includes(file.type)) return { name: file.name, dataUrl, bytes: file.size };
  const jpeg = await asJpeg(dataUrl);
  return {
    name: `${file.name.replace(/\.[^.]*$/, '')}.jpg`,
    dataUrl: jpeg,
    bytes: Math.round((jpeg.length - 23) * 0.75),
  };
}

/** A 600×800 "photo" of a book cover, drawn here so no file is needed. */
function samplePicture(n: number): Picture {
  const canvas = document.createElement('canvas');
  canvas.width = 600;
  canvas.height = 800;
  const g = canvas.getContext('2d');
  if (g) {
    const color = COLORS[n % COLORS.length];
    g.fillStyle = '#f3efe6';
    g.fillRect(0, 0, 600, 800);
    g.fillStyle = color;
    g.fillRect(60, 60, 480, 680);
    g.fillStyle = 'rgba(255,255,255,.9)';
    g.fillRect(60, 520, 480, 8);
    g.font = 'bold 64px sans-serif';
    g.textAlign = 'center';
    g.fillText('示例图片', 300, 300);
    g.font = '40px sans-serif';
    g.fillText(`第 ${n} 张`, 300, 380);
    g.font = '28px sans-serif';
    g.fillText(new Date().toLocaleTimeString('zh-CN'), 300, 620);
  }
  const dataUrl = canvas.toDataURL('image/jpeg', 0.85);
  return { name: `sample-${n}.jpg`, dataUrl, bytes: Math.round((dataUrl.length - 23) * 0.75) };
}

const kb = (bytes: number) => (bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`);

export function ImagesPanel() {
  const [waiting, answer] = useWaiting('chooseImage');
  const [pictures, setPictures] = useState<Picture[]>([]);
  const [samples, setSamples] = useState(0);
  const limit = Math.max(1, Math.min(9, Number(waiting?.args.count) || 9));
  const sending = pictures.slice(0, limit);

  const add = async (files: FileList | null) => {
    if (!files?.length) return;
    const read = await Promise.allSettled([...files].filter((f) => f.type.startsWith('image/')).map(readFile));
    const pictures = read.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    if (pictures.length < read.length) toast('有图片无法读取，已跳过', 'error');
    setPictures((list) => [...list, ...pictures]);
  };
  const addSample = () => {
    setSamples(samples + 1);
    setPictures((list) => [...list, samplePicture(samples + 1)]);
  };
  const send = () =>
    answer({ action: 'ok', data: { images: sending.map(({ name, dataUrl }) => ({ name, dataUrl })) } });

  return (
    <div className="panel-body">
      {waiting ? (
        <WaitingBanner
          ask={waiting}
          onCancel={() => answer({ action: 'cancel' })}
          onFail={() => answer({ action: 'fail' })}
        />
      ) : (
        <Idle>没有等待中的选图。可以先挑好图片，应用调用 wx.chooseImage 时再发送。</Idle>
      )}
      <div
        onDragOver={(event) => event.preventDefault()}
        onDrop={(event) => {
          event.preventDefault();
          void add(event.dataTransfer.files);
        }}
      >
        <Section
          title={`已选图片（${pictures.length}）`}
          aside={
            pictures.length > 0 && (
              <button type="button" className="link" onClick={() => setPictures([])}>
                清空
              </button>
            )
          }
        >
          <div className="thumbs">
            {pictures.map((picture, index) => (
              <figure key={`${picture.name}-${index}`} className={index < limit ? 'thumb' : 'thumb over'}>
                <img src={picture.dataUrl} alt={picture.name} />
                <figcaption title={picture.name}>{kb(picture.bytes)}</figcaption>
                <button
                  type="button"
                  className="thumb-x"
                  aria-label={`移除 ${picture.name}`}
                  onClick={() => setPictures((list) => list.filter((_, i) => i !== index))}
                >
                  ×
                </button>
              </figure>
            ))}
            {pictures.length === 0 && <p className="muted small">还没有图片</p>}
          </div>
          <div className="row">
            <label className="btn">
              从电脑选择…
              <input
                type="file"
                multiple
                accept="image/*"
                hidden
                aria-label="选择图片文件"
                onChange={(event) => {
                  void add(event.target.files);
                  event.target.value = '';
                }}
              />
            </label>
            <button type="button" className="btn" onClick={addSample}>
              生成示例图片
            </button>
            <span className="grow" />
            <button type="button" className="btn primary" disabled={!waiting || sending.length === 0} onClick={send}>
              发送{sending.length ? ` ${sending.length} 张` : ''}
            </button>
          </div>
          {waiting && pictures.length > limit && (
            <p className="warn">
              应用最多要 {limit} 张，只发送前 {limit} 张
            </p>
          )}
          <p className="muted small">也可以把图片文件拖到这里。</p>
        </Section>
      </div>
      <PolicySelect api="chooseImage" />
    </div>
  );
}
