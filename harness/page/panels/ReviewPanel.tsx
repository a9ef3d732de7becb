/**
 * 审核: the library's review desk for what readers share: photo posts (pictures and text) and
 * read-aloud works (listen, read the text) waiting for review; 通过 (the post reaches the wall, the
 * work the ranking, and the card earns its points) or 不通过 with a reason the reader sees.
 */
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { controlApi, type PendingPhoto, type PendingWork } from '../state/api';
import { attempt, toast } from '../state/toast';
import { Section } from './common';

export function ReviewPanel() {
  const [photos, setPhotos] = useState<PendingPhoto[] | null>(null);
  const [works, setWorks] = useState<PendingWork[] | null>(null);
  const load = useCallback(async () => {
    try {
      const pending = await controlApi.reviews();
      setPhotos(pending.photos);
      setWorks(pending.works);
    } catch (error) {
      toast((error as Error).message);
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);
  return (
    <div className="panel-body">
      <Section title="待审核的晒图">
        <div className="row">
          <button type="button" className="btn" onClick={() => void load()}>
            刷新
          </button>
          <span className="muted small">通过后出现在读者晒图墙，读者获得积分；不通过须写明原因。</span>
        </div>
        {photos === null ? <p className="muted small">加载中…</p> : null}
        {photos?.length === 0 ? <p className="muted small">没有待审核的晒图</p> : null}
        <ul className="stack message-desk">
          {photos?.map((photo) => (
            <Decision
              key={photo.id}
              label={`${photo.fullname}的晒图`}
              onDecide={(approve, reason) => controlApi.reviewPhoto(photo.id, approve, reason)}
              onDone={() => void load()}
            >
              <div className="row">
                <span className="badge">#{photo.topic}</span>
                <strong>{photo.fullname}</strong>
                <span className="muted small">
                  {photo.rdrno} · {photo.createtime.slice(0, 16)}
                </span>
              </div>
              {photo.text ? <p className="message-text">{photo.text}</p> : null}
              <div className="row">
                {photo.pictures.map((url) => (
                  <img key={url} src={url} alt="晒图图片" width={56} height={56} className="message-thumb" />
                ))}
              </div>
            </Decision>
          ))}
        </ul>
      </Section>
      <Section title="待审核的朗读作品">
        {works?.length === 0 ? <p className="muted small">没有待审核的朗读作品</p> : null}
        <ul className="stack message-desk">
          {works?.map((work) => (
            <Decision
              key={work.id}
              label={`${work.fullname}的朗读作品`}
              onDecide={(approve, reason) => controlApi.reviewWork(work.id, approve, reason)}
              onDone={() => void load()}
            >
              <div className="row">
                <span className="badge">{work.contesttitle}</span>
                <strong>{work.title}</strong>
                <span className="muted small">
                  {work.fullname} · {work.rdrno} · {work.duration} 秒
                </span>
              </div>
              {/* biome-ignore lint/a11y/useMediaCaption: the reader's recording under review. */}
              <audio src={work.audio} controls preload="none" />
              <p className="message-text">{work.text}</p>
            </Decision>
          ))}
        </ul>
      </Section>
    </div>
  );
}

/** One thing to review: what it shows, a reason box, 通过 / 不通过. */
function Decision({
  label,
  onDecide,
  onDone,
  children,
}: {
  label: string;
  onDecide: (approve: boolean, reason: string) => Promise<unknown>;
  onDone: () => void;
  children: ReactNode;
}) {
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const decide = async (approve: boolean) => {
    setBusy(true);
    const ok = await attempt(() => onDecide(approve, reason), approve ? '已通过' : '已设为未通过');
    setBusy(false);
    if (ok) onDone();
  };
  return (
    <li className="message-item" aria-label={label}>
      {children}
      <label className="field">
        <span>不通过的原因</span>
        <input className="input" value={reason} onChange={(event) => setReason(event.target.value)} />
      </label>
      <div className="row">
        <button type="button" className="btn primary" disabled={busy} onClick={() => void decide(true)}>
          通过
        </button>
        <button type="button" className="btn" disabled={busy || !reason.trim()} onClick={() => void decide(false)}>
          不通过
        </button>
      </div>
    </li>
  );
}
