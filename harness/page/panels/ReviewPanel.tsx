/**
 * 审核: the library's review desk for what readers share: photo posts waiting for review, each
 * with its pictures and text; 通过 (the post reaches the wall and the card earns its points) or
 * 不通过 with a reason the reader sees.
 */
import { useCallback, useEffect, useState } from 'react';
import { controlApi, type PendingPhoto } from '../state/api';
import { attempt, toast } from '../state/toast';
import { Section } from './common';

export function ReviewPanel() {
  const [photos, setPhotos] = useState<PendingPhoto[] | null>(null);
  const load = useCallback(async () => {
    try {
      setPhotos((await controlApi.reviews()).photos);
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
            <PhotoItem key={photo.id} photo={photo} onDone={() => void load()} />
          ))}
        </ul>
      </Section>
    </div>
  );
}

function PhotoItem({ photo, onDone }: { photo: PendingPhoto; onDone: () => void }) {
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const decide = async (approve: boolean) => {
    setBusy(true);
    const ok = await attempt(
      () => controlApi.reviewPhoto(photo.id, approve, reason),
      approve ? '已通过' : '已设为未通过',
    );
    setBusy(false);
    if (ok) onDone();
  };
  return (
    <li className="message-item" aria-label={`${photo.fullname}的晒图`}>
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
