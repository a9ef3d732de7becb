/**
 * 留言: the library's desk for readers' messages (读者留言). The newest messages of every user,
 * each with its pictures and its reply; write a reply (公开: shown to every reader on 公开留言) and
 * the reader sees it the next time 读者留言 loads.
 */
import { useCallback, useEffect, useState } from 'react';
import { controlApi, type DeskMessage } from '../state/api';
import { attempt, toast } from '../state/toast';
import { Section } from './common';

export function MessagesPanel() {
  const [rows, setRows] = useState<DeskMessage[] | null>(null);
  const load = useCallback(async () => {
    try {
      setRows(await controlApi.messages());
    } catch (error) {
      toast((error as Error).message);
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);
  return (
    <div className="panel-body">
      <Section title="读者留言">
        <div className="row">
          <button type="button" className="btn" onClick={() => void load()}>
            刷新
          </button>
          <span className="muted small">最新的 100 条留言；回复后读者在“读者留言”里看到。</span>
        </div>
        {rows === null ? <p className="muted small">加载中…</p> : null}
        {rows?.length === 0 ? <p className="muted small">还没有留言</p> : null}
        <ul className="stack message-desk">
          {rows?.map((row) => (
            <MessageItem key={row.id} row={row} onReplied={() => void load()} />
          ))}
        </ul>
      </Section>
    </div>
  );
}

function MessageItem({ row, onReplied }: { row: DeskMessage; onReplied: () => void }) {
  const [reply, setReply] = useState(row.reply);
  const [shown, setShown] = useState(row.public);
  const [busy, setBusy] = useState(false);
  const send = async () => {
    setBusy(true);
    const ok = await attempt(() => controlApi.replyMessage(row.id, reply, shown), '已回复');
    setBusy(false);
    if (ok) onReplied();
  };
  return (
    <li className="message-item" aria-label={`${row.fullname}的留言`}>
      <div className="row">
        <span className="badge">{row.category}</span>
        <strong>{row.fullname}</strong>
        <span className="muted small">
          {row.rdrno} · {row.createtime.slice(0, 16)}
        </span>
        <span className={`badge ${row.reply ? 'ok' : 'warn'}`}>{row.reply ? '已回复' : '待回复'}</span>
      </div>
      <p className="message-text">{row.content}</p>
      {row.pictures.length ? (
        <div className="row">
          {row.pictures.map((url) => (
            <img key={url} src={url} alt="留言图片" width={56} height={56} className="message-thumb" />
          ))}
        </div>
      ) : null}
      <label className="field">
        <span>回复内容</span>
        <textarea className="input" rows={2} value={reply} onChange={(event) => setReply(event.target.value)} />
      </label>
      <div className="row">
        <label className="row small">
          <input type="checkbox" checked={shown} onChange={(event) => setShown(event.target.checked)} />
          公开（所有读者可见）
        </label>
        <button type="button" className="btn primary" disabled={busy || !reply.trim()} onClick={() => void send()}>
          回复
        </button>
      </div>
    </li>
  );
}
