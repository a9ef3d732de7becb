/**
 * Pictures attached to a form (PictureUploads): thumbnails with their upload state (tap a failed
 * one to try again, × to remove), 添加图片 while there is room, and 已上传 n/m.
 */
import { observer } from 'mobx-react-lite';
import type { DraftPicture, PictureUploads } from '../stores/base/PictureUploads';
import { useStores } from '../stores/context';
import './PicturePicker.css';

export const PicturePicker = observer(function PicturePicker({
  uploads,
  legend,
}: {
  uploads: PictureUploads;
  legend: string;
}) {
  const { env } = useStores();
  const count = uploads.pictures.length;
  async function pick() {
    const result = await uploads.pick.run();
    if (result.message) env.ui.toast(result.message);
  }
  return (
    <fieldset className="ui-pictures">
      <legend>
        {legend}
        {count ? (
          <span className="ui-pictures-progress" aria-live="polite">
            {uploads.uploading ? `上传中 ${uploads.uploaded}/${count}` : `已上传 ${uploads.uploaded}/${count}`}
          </span>
        ) : null}
      </legend>
      <ul className="ui-pictures-list">
        {uploads.pictures.map((p, i) => (
          <Thumb key={p.localId} picture={p} index={i} uploads={uploads} />
        ))}
        {uploads.full ? null : (
          <li>
            <button
              type="button"
              className="ui-pictures-add"
              disabled={uploads.pick.busy}
              onClick={() => void pick()}
              aria-label="添加图片"
            >
              +
            </button>
          </li>
        )}
      </ul>
    </fieldset>
  );
});

const STATE_TEXT = { uploading: '上传中', done: '已上传', failed: '上传失败，点击重试' } as const;

const Thumb = observer(function Thumb({
  picture,
  index,
  uploads,
}: {
  picture: DraftPicture;
  index: number;
  uploads: PictureUploads;
}) {
  const state = STATE_TEXT[picture.state];
  return (
    <li className={`ui-pictures-thumb ui-pictures-thumb--${picture.state}`}>
      <button
        type="button"
        className="ui-pictures-picture"
        aria-label={`第${index + 1}张图片，${state}`}
        disabled={picture.state !== 'failed'}
        onClick={() => void uploads.retry(picture.localId)}
      >
        {picture.preview ? <img src={picture.preview} alt="" width={88} height={88} /> : null}
        {picture.state === 'done' ? null : <span className="ui-pictures-state">{state}</span>}
      </button>
      <button
        type="button"
        className="ui-pictures-remove"
        aria-label={`删除第${index + 1}张图片`}
        onClick={() => uploads.remove(picture.localId)}
      >
        ×
      </button>
    </li>
  );
});
