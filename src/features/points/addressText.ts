/** An address as every list shows it: who (the phone masked, 138****1234), and where on one line. */
import type { AddressInput } from '../../api/contract';
import { maskPhone } from '../../api/contract/typed';

/** Where: 省 市 区县 详细地址. */
export const addressLine = (a: AddressInput) => [a.province, a.city, a.district, a.detail].filter(Boolean).join(' ');

/** Who receives it: the name and the phone masked. */
export const consigneeLine = (a: Pick<AddressInput, 'name' | 'phone'>) => `${a.name} ${maskPhone(a.phone)}`;
