/**
 * The UI kit's cascade picker over China's divisions (省 → 市 → 区县), for 所在地区. Loaded on
 * demand when an address form opens (the picker, like the region data, is its own lazy chunk).
 */
import '../../../components/antd';
import CascadePicker from 'antd-mobile/es/components/cascade-picker';
import { useMemo } from 'react';
import type { RegionIndex } from '../../../api/contract/address';
import { pickerOptions } from '../regions';

export interface RegionPickerProps {
  regions: RegionIndex | null;
  /** The codes chosen now ([] when none). */
  value: string[];
  visible: boolean;
  onClose: () => void;
  onConfirm: (codes: (string | null)[]) => void;
}

export default function RegionPicker({ regions, value, visible, onClose, onConfirm }: RegionPickerProps) {
  const options = useMemo(() => (regions ? pickerOptions(regions) : []), [regions]);
  return (
    <CascadePicker
      title="所在地区"
      options={options}
      loading={!regions}
      loadingContent="地区加载中…"
      value={value}
      visible={visible}
      confirmText="确定"
      cancelText="取消"
      onClose={onClose}
      onConfirm={(codes) => onConfirm(codes.map((code) => (code === null ? null : String(code))))}
    />
  );
}
