/** One message: who (public ones), the category and time, the text, its pictures, and the library's reply. */
import type { Message } from '../../../api/contract';
import { previewImage } from '../../../wx/api';

/** previewImage takes full http(s) URLs. */
const absolute = (path: string) => new URL(path, window.location.href).href;

export function MessageCard({ message, showName = false }: { message: Message; showName?: boolean }) {
  const urls = message.pictures.map(absolute);
  return (
    <article className="msg-card" aria-label={`${message.category}留言 ${message.createtime.slice(0, 16)}`}>
      <header className="msg-head">
        <span className="msg-category">{message.category}</span>
        {showName ? <span className="msg-name">{message.name}</span> : null}
        <time className="msg-time">{message.createtime.slice(0, 16)}</time>
      </header>
      <p className="msg-content" data-user-content>
        {message.content}
      </p>
      {urls.length ? (
        <ul className="msg-pictures" aria-label="留言图片">
          {urls.map((url, i) => (
            <li key={url}>
              <button type="button" onClick={() => void previewImage(urls, url)} aria-label={`查看第${i + 1}张图片`}>
                <img src={url} alt="" width={80} height={80} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {message.reply ? (
        <section className="msg-reply" aria-label="图书馆回复">
          <strong>图书馆回复</strong>
          {message.replytime ? <time>{message.replytime.slice(0, 16)}</time> : null}
          <p data-user-content>{message.reply}</p>
        </section>
      ) : (
        <p className="msg-waiting">等待图书馆回复</p>
      )}
    </article>
  );
}
