/**
 * WeChat's ··· bottom sheet over the phone (items the page hid are greyed out, with a hint), and
 * the preview of what was shared: a chat bubble for 发送给朋友, a Moments post for 分享到朋友圈, the
 * bare link (title and URL, no picture) when the page set no card, and "open as another persona".
 */
import { useState } from 'react';
import type { SharedCard } from '../../bridge/share';
import { keepThisPhone, secondPhoneUrl } from '../state/secondPhone';
import { session } from '../state/session';
import { chooseMenuItem, closeMenu, MENU_ITEMS, type MenuItemId, menuSheet, sharePreview } from '../state/share';
import { useStore } from '../state/store';
import { toast } from '../state/toast';
import '../share.css';

export const HIDDEN_HINT = '本网页已隐藏此项';

export function MenuSheetView({
  hidden,
  onChoose,
  onClose,
}: {
  hidden: string[];
  onChoose(id: MenuItemId): void;
  onClose(): void;
}) {
  return (
    <div className="wx-sheet-dim" onClick={onClose} role="presentation">
      <div
        className="wx-sheet"
        role="menu"
        aria-label="网页菜单"
        onClick={(event) => event.stopPropagation()}
        onKeyDown={() => undefined}
      >
        <div className="wx-sheet-items">
          {MENU_ITEMS.map((entry) => {
            const off = hidden.includes(entry.item);
            return (
              <button
                key={entry.id}
                type="button"
                role="menuitem"
                className={off ? 'wx-sheet-item off' : 'wx-sheet-item'}
                data-item={entry.id}
                disabled={off}
                aria-disabled={off}
                title={off ? `${HIDDEN_HINT}（${entry.item}）` : entry.label}
                onClick={() => onChoose(entry.id)}
              >
                <span className="wx-sheet-icon" aria-hidden="true">
                  {entry.icon}
                </span>
                <span className="wx-sheet-label">{entry.label}</span>
                {off && <span className="wx-sheet-hint">{HIDDEN_HINT}</span>}
              </button>
            );
          })}
        </div>
        <button type="button" className="wx-sheet-cancel" onClick={onClose}>
          取消
        </button>
      </div>
    </div>
  );
}

export function MenuSheet() {
  const sheet = useStore(menuSheet);
  if (!sheet) return null;
  return <MenuSheetView hidden={sheet.hidden} onChoose={chooseMenuItem} onClose={closeMenu} />;
}

function Thumb({ card }: { card: SharedCard }) {
  return card.imgUrl ? (
    <img className="share-thumb" src={card.imgUrl} alt="" />
  ) : (
    <span className="share-thumb none" aria-label="无图片">
      链接
    </span>
  );
}

/** The card as the friend sees it in a chat, or as a Moments post. */
export function SharedCardView({ card }: { card: SharedCard }) {
  if (card.kind === 'timeline') {
    return (
      <div className="moments-post" data-source={card.source}>
        <div className="moments-text">分享到朋友圈</div>
        <div className="moments-card">
          <Thumb card={card} />
          <span className="share-title">{card.title}</span>
        </div>
        <div className="share-link">{card.link}</div>
      </div>
    );
  }
  return (
    <div className="chat-bubble" data-source={card.source}>
      <div className="share-title">{card.title}</div>
      <div className="chat-body">
        <span className="share-desc">{card.desc}</span>
        <Thumb card={card} />
      </div>
      <div className="share-link">{card.link}</div>
    </div>
  );
}

export function OpenAsPersona({ link }: { link: string }) {
  const { personas, persona } = useStore(session);
  const others = personas.filter((row) => row.persona !== persona);
  const [chosen, setChosen] = useState('newcomer');
  const value = others.some((row) => row.persona === chosen) ? chosen : (others[0]?.persona ?? '');
  const open = () => {
    const url = secondPhoneUrl(value, link);
    if (!url) {
      toast('链接不是本站地址，无法在第二台手机打开', 'error');
      return;
    }
    keepThisPhone();
    window.open(url, '_blank');
  };
  return (
    <div className="row share-open">
      <select aria-label="以哪个用户打开" value={value} onChange={(event) => setChosen(event.target.value)}>
        {others.map((row) => (
          <option key={row.persona} value={row.persona}>
            {row.nickname}（{row.persona}）
          </option>
        ))}
      </select>
      <button type="button" className="btn primary" disabled={!value} onClick={open}>
        在第二台手机打开
      </button>
    </div>
  );
}

export function SharePreview() {
  const card = useStore(sharePreview);
  if (!card) return null;
  return (
    <div className="wx-sheet-dim" role="presentation">
      <div
        className="share-preview"
        role="dialog"
        aria-label={card.kind === 'timeline' ? '朋友圈预览' : '发送给朋友预览'}
      >
        <div className="share-preview-head">
          {card.kind === 'timeline' ? '分享到朋友圈' : '发送给朋友'}
          {card.source === 'bare' && <span className="muted">（本网页未设置分享卡片：只分享链接）</span>}
        </div>
        <SharedCardView card={card} />
        <OpenAsPersona link={card.link} />
        <button type="button" className="btn" onClick={() => sharePreview.set(null)}>
          关闭
        </button>
      </div>
    </div>
  );
}
