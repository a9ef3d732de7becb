/**
 * 定位: answer getLocation with a branch, a far city or typed coordinates, or deny it. Idle, the
 * same choices set where the emulated phone is (used when no panel answers).
 */
import { useState } from 'react';
import { controlApi } from '../state/api';
import { samples } from '../state/samples';
import { persistentStore, useStore } from '../state/store';
import { attempt } from '../state/toast';
import { Idle, PolicySelect, Section, useWaiting, WaitingBanner } from './common';

interface Place {
  name: string;
  note: string;
  latitude: number;
  longitude: number;
}

const FAR_CITIES: Place[] = [
  { name: '北京', note: '天安门附近，离图书馆一千多公里', latitude: 39.9042, longitude: 116.4074 },
  { name: '乌鲁木齐', note: '更远的地方', latitude: 43.8256, longitude: 87.6168 },
];

const phonePosition = persistentStore<{ label: string }>('phonePosition', { label: '默认（书香市图书馆）' });

export function LocationPanel() {
  const [waiting, answer] = useWaiting('getLocation');
  const { libraries } = useStore(samples);
  const position = useStore(phonePosition);
  const [lat, setLat] = useState('30.274085');
  const [lng, setLng] = useState('120.15507');
  const [accuracy, setAccuracy] = useState('30');

  const places: Place[] = [
    ...libraries.map((lib) => ({
      name: lib.name,
      note: lib.address,
      latitude: lib.latitude,
      longitude: lib.longitude,
    })),
    ...FAR_CITIES,
  ];

  const use = (place: Place, acc = 30) => {
    const data = { latitude: place.latitude, longitude: place.longitude, accuracy: acc, speed: 0 };
    if (waiting) {
      answer({ action: 'ok', data });
      return;
    }
    void attempt(() => controlApi.setLocation(data), `手机位置已设为 ${place.name}`).then(
      (ok) => ok && phonePosition.set({ label: `${place.name}（${place.latitude}, ${place.longitude}）` }),
    );
  };
  const deny = () => {
    if (waiting) {
      answer({ action: 'fail', errMsg: 'auth deny' });
      return;
    }
    void attempt(() => controlApi.setLocation({ deny: true }), '已拒绝定位权限').then(
      (ok) => ok && phonePosition.set({ label: '已拒绝定位权限' }),
    );
  };
  const typed = () => {
    const latitude = Number(lat);
    const longitude = Number(lng);
    if (
      !Number.isFinite(latitude) ||
      !Number.isFinite(longitude) ||
      Math.abs(latitude) > 90 ||
      Math.abs(longitude) > 180
    )
      return;
    use({ name: '输入的坐标', note: '', latitude, longitude }, Number(accuracy) || 30);
  };
  const action = waiting ? '发送' : '设为手机位置';

  return (
    <div className="panel-body">
      {waiting ? (
        <WaitingBanner ask={waiting} onCancel={() => answer({ action: 'cancel' })} />
      ) : (
        <Idle>没有等待中的定位。现在选的位置会成为手机的当前位置：{position.label}</Idle>
      )}
      <Section title="地点">
        <ul className="list">
          {places.map((place) => (
            <li key={place.name} className="list-row">
              <div className="grow">
                <div>{place.name}</div>
                <div className="muted small">
                  {place.note} · {place.latitude}, {place.longitude}
                </div>
              </div>
              <button type="button" className={waiting ? 'btn primary' : 'btn'} onClick={() => use(place)}>
                {action}
              </button>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="输入坐标">
        <form
          className="row wrap"
          onSubmit={(event) => {
            event.preventDefault();
            typed();
          }}
        >
          <label className="field">
            纬度
            <input className="input" aria-label="纬度" value={lat} onChange={(e) => setLat(e.target.value)} />
          </label>
          <label className="field">
            经度
            <input className="input" aria-label="经度" value={lng} onChange={(e) => setLng(e.target.value)} />
          </label>
          <label className="field small-field">
            精度 m
            <input className="input" aria-label="精度" value={accuracy} onChange={(e) => setAccuracy(e.target.value)} />
          </label>
          <button type="submit" className={waiting ? 'btn primary' : 'btn'}>
            {action}
          </button>
        </form>
      </Section>
      <div className="row">
        <button type="button" className="btn danger-text" onClick={deny}>
          {waiting ? '拒绝授权' : '拒绝定位权限'}
        </button>
        <span className="muted small">相当于用户在系统弹窗里点了“不允许”</span>
      </div>
      <PolicySelect api="getLocation" />
    </div>
  );
}
