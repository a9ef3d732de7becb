/** 扫一扫: type or pick what the camera "sees", or decode a dropped picture; cancel. */
import { type DragEvent, useEffect, useState } from 'react';
import type { ScanAnswerData } from '../../bridge/protocol';
import { loadSamples, samples } from '../state/samples';
import { useStore } from '../state/store';
import { decodePicture } from './decode';
import { Idle, PolicySelect, Section, useWaiting, WaitingBanner } from './common';

type CodeType = NonNullable<ScanAnswerData['codeType']>;
const TYPES: { value: CodeType | 'auto'; label: string }[] = [
  { value: 'auto', label: '自动' },
  { value: 'QR_CODE', label: '二维码' },
  { value: 'EAN_13', label: 'EAN-13' },
  { value: 'EAN_8', label: 'EAN-8' },
  { value: 'CODE_128', label: 'Code 128' },
];

function guessType(text: string): CodeType {
  if (/^\d{13}$/.test(text)) return 'EAN_13';
  if (/^\d{8}$/.test(text)) return 'EAN_8';
  if (/^[A-Z0-9-]{4,24}$/.test(text)) return 'CODE_128';
  return 'QR_CODE';
}

export function ScanPanel() {
  const [waiting, answer] = useWaiting('scanQRCode');
  const { books, cards, copies, transfers, venues, doors } = useStore(samples);
  // Copies change state as readers borrow them, and transfer codes come and go: read them again
  // for each scan asked for.
  useEffect(() => {
    if (waiting) void loadSamples();
  }, [waiting]);
  const [text, setText] = useState('');
  const [type, setType] = useState<CodeType | 'auto'>('auto');
  const [decodeNote, setDecodeNote] = useState('');
  const codeType = type === 'auto' ? guessType(text.trim()) : type;
  const scanTypes = Array.isArray(waiting?.args.scanType) ? (waiting.args.scanType as string[]) : [];
  const wrongKind =
    (codeType === 'QR_CODE' && scanTypes.length > 0 && !scanTypes.includes('qrCode')) ||
    (codeType !== 'QR_CODE' && scanTypes.length > 0 && !scanTypes.includes('barCode'));

  const pick = (value: string, kind: CodeType) => {
    setText(value);
    setType(kind);
  };
  const decode = async (file: File | undefined) => {
    if (!file) return;
    setDecodeNote('正在识别…');
    try {
      const found = await decodePicture(file);
      pick(found.text, found.codeType);
      setDecodeNote(`已识别 ${file.name}`);
    } catch {
      setDecodeNote(`没有在 ${file.name} 中找到二维码或条码`);
    }
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    void decode(event.dataTransfer.files[0]);
  };

  return (
    <div className="panel-body">
      {waiting ? (
        <WaitingBanner
          ask={waiting}
          onCancel={() => answer({ action: 'cancel' })}
          onFail={() => answer({ action: 'fail' })}
        />
      ) : (
        <Idle>没有等待中的扫码。应用调用 wx.scanQRCode 时，这里给出扫描结果。</Idle>
      )}
      <Section title="扫描内容">
        <form
          className="stack"
          onSubmit={(event) => {
            event.preventDefault();
            if (waiting && text.trim()) answer({ action: 'ok', data: { result: text.trim(), codeType } });
          }}
        >
          <input
            className="input"
            aria-label="扫描结果"
            placeholder="输入二维码或条码内容，或在下方挑选"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <div className="row">
            <select
              className="input narrow"
              aria-label="码制"
              value={type}
              onChange={(event) => setType(event.target.value as CodeType | 'auto')}
            >
              {TYPES.map((t) => (
                <option key={t.value} value={t.value}>
                  {t.label}
                </option>
              ))}
            </select>
            <span className="muted">按 {codeType} 返回</span>
            <span className="grow" />
            <button type="submit" className="btn primary" disabled={!waiting || !text.trim()}>
              扫描
            </button>
          </div>
          {wrongKind && <p className="warn">应用限定了 scanType：{scanTypes.join('、')}，真机扫不出这种码</p>}
        </form>
      </Section>
      <Section title="从图片识别">
        <label className="drop" onDragOver={(event) => event.preventDefault()} onDrop={onDrop}>
          <input type="file" accept="image/*" hidden onChange={(event) => void decode(event.target.files?.[0])} />
          <span>把二维码 / 条码图片拖到这里，或点此选择</span>
          {decodeNote && <span className="muted">{decodeNote}</span>}
        </label>
      </Section>
      <Section title="图书转借：正在等待扫码的转借码">
        {transfers.length === 0 ? (
          <p className="muted small">暂无（读者在「图书转借」生成转借码后，这里列出它的二维码内容）</p>
        ) : (
          <div className="chips">
            {transfers.map((transfer) => (
              <button
                key={transfer.code}
                type="button"
                className="chip"
                title={`${transfer.title}（${transfer.lendername}，剩余 ${transfer.expiresin} 秒）`}
                onClick={() => pick(transfer.qrtext, 'QR_CODE')}
              >
                {transfer.code}{' '}
                <span className="chip-note">
                  {transfer.title} · {transfer.lendername} · {Math.ceil(transfer.expiresin / 60)} 分钟内有效
                </span>
              </button>
            ))}
          </div>
        )}
      </Section>
      <Section title="活动签到：活动现场的签到码">
        <div className="chips">
          {venues.map((venue) => (
            <button
              key={venue.eventid}
              type="button"
              className="chip"
              title={`${venue.title}（${venue.libname}）`}
              onClick={() => pick(venue.code, 'QR_CODE')}
            >
              {venue.starttime.slice(5)} <span className="chip-note">{venue.title}</span>
            </button>
          ))}
        </div>
      </Section>
      <Section title="空间预约：研讨室、座位门口的签到码">
        <div className="chips">
          {doors.map((door) => (
            <button
              key={door.spaceid}
              type="button"
              className="chip"
              title={`${door.libname} ${door.name}`}
              onClick={() => pick(door.code, 'QR_CODE')}
            >
              {door.name} <span className="chip-note">{door.libname}</span>
            </button>
          ))}
        </div>
      </Section>
      <Section title="手机借书：按状态挑选图书条码">
        {copies.map((group) => (
          <div key={group.label} className="stack">
            <span className="muted">{group.label}</span>
            <div className="chips">
              {group.copies.map((copy) => (
                <button
                  key={copy.barcode}
                  type="button"
                  className="chip"
                  title={copy.title}
                  onClick={() => pick(copy.barcode, 'CODE_128')}
                >
                  {copy.barcode} <span className="chip-note">{copy.title}</span>
                </button>
              ))}
            </div>
          </div>
        ))}
      </Section>
      <Section title="馆藏样例">
        <div className="chips">
          {books.map((book) => (
            <span key={book.barcode} className="chip-pair" title={book.title}>
              <button type="button" className="chip" onClick={() => pick(book.barcode, 'CODE_128')}>
                {book.barcode}
              </button>
              <button type="button" className="chip" onClick={() => pick(book.isbn, 'EAN_13')}>
                ISBN {book.isbn}
              </button>
              <span className="chip-note">{book.title}</span>
            </span>
          ))}
        </div>
      </Section>
      <Section title="读者证">
        <div className="chips">
          {cards.map((card) => (
            <button
              key={card.rdrno}
              type="button"
              className="chip"
              title={`${card.name}（${card.state}）`}
              onClick={() => pick(card.rdrno, 'CODE_128')}
            >
              {card.rdrno} <span className="chip-note">{card.name}</span>
            </button>
          ))}
        </div>
      </Section>
      <PolicySelect api="scanQRCode" />
    </div>
  );
}
