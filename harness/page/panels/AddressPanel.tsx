/** 地址: openAddress's sheet — pick a preset, edit it, use it or cancel. */
import { useState } from 'react';
import type { AddressAnswerData } from '../../bridge/protocol';
import { Idle, PolicySelect, Section, useWaiting, WaitingBanner } from './common';

const PRESETS: AddressAnswerData[] = [
  {
    userName: '林书远',
    telNumber: '13805710001',
    provinceName: '浙江省',
    cityName: '杭州市',
    countryName: '西湖区',
    detailInfo: '文华路1号',
    postalCode: '310000',
    nationalCode: '330106',
  },
  {
    userName: '王小雨',
    telNumber: '13905710002',
    provinceName: '浙江省',
    cityName: '杭州市',
    countryName: '上城区',
    detailInfo: '南湖路88号3幢502室',
    postalCode: '310002',
    nationalCode: '330102',
  },
  {
    userName: '赵大伟',
    telNumber: '13705770003',
    provinceName: '浙江省',
    cityName: '温州市',
    countryName: '鹿城区',
    detailInfo: '人民路216号',
    postalCode: '325000',
    nationalCode: '330302',
  },
];

const FIELDS: { key: keyof AddressAnswerData; label: string; wide?: boolean }[] = [
  { key: 'userName', label: '收货人' },
  { key: 'telNumber', label: '手机号' },
  { key: 'provinceName', label: '省' },
  { key: 'cityName', label: '市' },
  { key: 'countryName', label: '区县' },
  { key: 'postalCode', label: '邮编' },
  { key: 'detailInfo', label: '详细地址', wide: true },
  { key: 'nationalCode', label: '国标码' },
];

export function AddressPanel() {
  const [waiting, answer] = useWaiting('openAddress');
  const [address, setAddress] = useState<AddressAnswerData>(PRESETS[0]);
  return (
    <div className="panel-body">
      {waiting ? (
        <WaitingBanner
          ask={waiting}
          onCancel={() => answer({ action: 'cancel' })}
          onFail={() => answer({ action: 'fail' })}
        />
      ) : (
        <Idle>没有等待中的地址选择。应用调用 wx.openAddress 时，用这里的地址回答。</Idle>
      )}
      <Section title="常用地址">
        <ul className="list">
          {PRESETS.map((preset) => (
            <li key={preset.userName} className={preset.userName === address.userName ? 'list-row picked' : 'list-row'}>
              <button type="button" className="list-pick" onClick={() => setAddress(preset)}>
                <span>
                  {preset.userName} {preset.telNumber}
                </span>
                <span className="muted small">
                  {preset.provinceName}
                  {preset.cityName}
                  {preset.countryName}
                  {preset.detailInfo}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="编辑">
        <form
          className="grid-form"
          onSubmit={(event) => {
            event.preventDefault();
            if (waiting) answer({ action: 'ok', data: address });
          }}
        >
          {FIELDS.map((field) => (
            <label key={field.key} className={field.wide ? 'field wide' : 'field'}>
              {field.label}
              <input
                className="input"
                value={address[field.key]}
                onChange={(event) => setAddress({ ...address, [field.key]: event.target.value })}
              />
            </label>
          ))}
          <div className="row wide">
            <span className="grow" />
            <button type="submit" className="btn primary" disabled={!waiting}>
              使用此地址
            </button>
          </div>
        </form>
      </Section>
      <PolicySelect api="openAddress" />
    </div>
  );
}
