/**
 * What the WeChat client shows natively over the page: the map of openLocation, the image
 * previewer, a mini-program launch. Drawn over the phone screen; 返回 closes it.
 */
import { useEffect, useState } from 'react';
import { nativeView, type NativeView } from '../state/host';

const close = () => nativeView.set(null);

const str = (value: unknown, fallback = '') =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : fallback;

function NavBar({ title, dark }: { title: string; dark?: boolean }) {
  return (
    <div className={dark ? 'native-nav dark' : 'native-nav'}>
      <button type="button" className="native-back" onClick={close}>
        ‹ 返回
      </button>
      <span className="native-title">{title}</span>
      <span className="native-spacer" />
    </div>
  );
}

function OpenLocation({ detail }: { detail: Record<string, unknown> }) {
  const name = str(detail.name, '未命名地点');
  const address = str(detail.address);
  const lat = str(detail.latitude, '?');
  const lng = str(detail.longitude, '?');
  return (
    <div className="native map-view" role="dialog" aria-label="打开位置">
      <NavBar title="位置" />
      <div className="map">
        <div className="map-pin" aria-hidden="true" />
        <span className="map-scale">缩放 {str(detail.scale, '16')}</span>
      </div>
      <div className="map-card">
        <div className="map-card-line">
          打开位置：{name} {address} ({lat},{lng})
        </div>
        <div className="muted small">模拟的微信内置地图，没有真正的地图瓦片</div>
        {str(detail.infoUrl) && <div className="muted small">查看详情：{str(detail.infoUrl)}</div>}
      </div>
    </div>
  );
}

function PreviewImage({ detail }: { detail: Record<string, unknown> }) {
  const urls = Array.isArray(detail.urls) ? detail.urls.map((u) => str(u)).filter(Boolean) : [];
  const start = Math.max(0, urls.indexOf(str(detail.current)));
  const [index, setIndex] = useState(start);
  useEffect(() => setIndex(start), [start]);
  const step = (delta: number) => setIndex((i) => (i + delta + urls.length) % urls.length);
  return (
    <div className="native preview" role="dialog" aria-label="图片预览" onClick={close}>
      {urls.length === 0 ? (
        <p className="preview-empty">没有可预览的图片（urls 为空）</p>
      ) : (
        <>
          <img src={urls[index]} alt={`第 ${index + 1} 张`} />
          <span className="preview-count">
            {index + 1} / {urls.length}
          </span>
          {urls.length > 1 && (
            <>
              <button
                type="button"
                className="preview-arrow left"
                aria-label="上一张"
                onClick={(e) => {
                  e.stopPropagation();
                  step(-1);
                }}
              >
                ‹
              </button>
              <button
                type="button"
                className="preview-arrow right"
                aria-label="下一张"
                onClick={(e) => {
                  e.stopPropagation();
                  step(1);
                }}
              >
                ›
              </button>
            </>
          )}
          <span className="preview-hint">点击关闭</span>
        </>
      )}
    </div>
  );
}

function LaunchWeapp({ detail }: { detail: Record<string, unknown> }) {
  const name = str(detail.username ?? detail.appid, '未知小程序');
  const path = str(detail.path, '首页');
  return (
    <div className="native weapp" role="dialog" aria-label="打开小程序">
      <NavBar title="小程序" />
      <div className="weapp-body">
        <div className="weapp-icon" aria-hidden="true">
          小
        </div>
        <p className="weapp-line">
          将打开小程序 {name} 的页面 {path}
        </p>
        {detail.extraData !== undefined && <pre className="log-json">{JSON.stringify(detail.extraData, null, 2)}</pre>}
        <p className="muted small">调试台不运行小程序，只确认开放标签会跳到哪里。</p>
        <button type="button" className="btn" onClick={close}>
          返回网页
        </button>
      </div>
    </div>
  );
}

export function NativeViewLayer({ view }: { view: NativeView }) {
  if (view.kind === 'openLocation') return <OpenLocation key={view.id} detail={view.detail} />;
  if (view.kind === 'previewImage') return <PreviewImage key={view.id} detail={view.detail} />;
  return <LaunchWeapp key={view.id} detail={view.detail} />;
}
