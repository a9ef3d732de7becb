/** 图书转借's rules (ils/rules/transfer.ts), as pure functions. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  type ReaderStanding,
  releaseTransferRefusal,
  takeTransferRefusal,
  type TransferCodeFacts,
  transferCodeRefusal,
  type TransferLoanFacts,
  transferLoanRefusal,
  transferState,
} from '../../harness/server/ils/rules/index.js';
import { policy, reader } from './ruleFixtures.js';

const transfer = { codeTtlMs: 10 * 60_000, perCopyPerYear: 2 };

const Transfer = suite('rules: transfer');

const loan = (changes: Partial<TransferLoanFacts> = {}): TransferLoanFacts => ({
  returndate: '2026-12-10',
  today: '2026-11-23',
  reservedByOther: false,
  transfersThisYear: 0,
  ...changes,
});
const NOW = Date.parse('2026-11-23T10:00:00+08:00');
const code = (changes: Partial<TransferCodeFacts> = {}): TransferCodeFacts => ({
  state: 'open',
  createdAt: NOW - 60_000,
  now: NOW,
  lenderRdrno: 'SX100001',
  ...changes,
});
const borrower = (changes: Partial<ReaderStanding> = {}) => ({ rdrno: 'SX200001', standing: reader(changes) });

Transfer('a loan may be published unless overdue, wanted by another reader, or transferred twice this year', () => {
  assert.is(transferLoanRefusal(loan(), transfer), '');
  assert.is(transferLoanRefusal(loan({ returndate: '2026-11-23' }), transfer), '', 'due today is not overdue');
  assert.is(transferLoanRefusal(loan({ returndate: '2026-11-22' }), transfer), '该书已过期，不能转借，请先归还');
  assert.is(transferLoanRefusal(loan({ reservedByOther: true }), transfer), '该书已被其他读者预约，不能转借');
  assert.is(transferLoanRefusal(loan({ transfersThisYear: 1 }), transfer), '');
  assert.is(transferLoanRefusal(loan({ transfersThisYear: 2 }), transfer), '该书今年已转借2次，不能再转借');
  assert.is(
    transferLoanRefusal(loan({ transfersThisYear: 2 }), { codeTtlMs: 1, perCopyPerYear: 3 }),
    '',
    'the yearly limit is a setting',
  );
});

Transfer('publishing: the lender’s card must be usable, then the loan rule', () => {
  assert.is(releaseTransferRefusal('valid', loan(), transfer), '');
  assert.is(releaseTransferRefusal('lost', loan(), transfer), '读者证已挂失，请先到馆办理');
  assert.is(releaseTransferRefusal('expired', loan(), transfer), '读者证已过期，请先办理延期');
  assert.is(releaseTransferRefusal('cancelled', loan(), transfer), '读者证已注销');
  assert.is(
    releaseTransferRefusal('lost', loan({ returndate: '2026-11-01' }), transfer),
    '读者证已挂失，请先到馆办理',
    'the card first',
  );
  assert.is(
    releaseTransferRefusal('valid', loan({ returndate: '2026-11-01' }), transfer),
    '该书已过期，不能转借，请先归还',
  );
  assert.is(
    releaseTransferRefusal('valid', loan({ reservedByOther: true }), transfer),
    '该书已被其他读者预约，不能转借',
  );
  assert.is(releaseTransferRefusal('valid', loan({ transfersThisYear: 2 }), transfer), '该书今年已转借2次，不能再转借');
});

Transfer('a code’s state now: open for 10 minutes, then expired; taken and withdrawn stay', () => {
  const at = (state: TransferCodeFacts['state'], age: number) =>
    transferState({ state, createdAt: NOW - age, now: NOW }, transfer);
  assert.is(at('open', 0), 'open');
  assert.is(at('open', 10 * 60_000), 'open', 'open to the last millisecond');
  assert.is(at('open', 10 * 60_000 + 1), 'expired');
  assert.is(at('open', 365 * 24 * 3600_000), 'expired');
  assert.is(
    transferState({ state: 'open', createdAt: NOW - 2_000, now: NOW }, { codeTtlMs: 1_000, perCopyPerYear: 2 }),
    'expired',
    'the time is a setting',
  );
  for (const state of ['taken', 'withdrawn'] as const) {
    assert.is(at(state, 0), state);
    assert.is(at(state, 11 * 60_000), state, `${state} past its time stays ${state}`);
  }
});

Transfer('a code: open, within 10 minutes, and not the lender’s own', () => {
  assert.is(transferCodeRefusal(code(), 'SX200001', transfer), '');
  assert.is(transferCodeRefusal(code({ state: 'taken' }), 'SX200001', transfer), '已被其他读者转借');
  assert.is(transferCodeRefusal(code({ state: 'withdrawn' }), 'SX200001', transfer), '转借已取消');
  assert.is(transferCodeRefusal(code({ createdAt: NOW - 10 * 60_000 }), 'SX200001', transfer), '');
  assert.is(
    transferCodeRefusal(code({ createdAt: NOW - 10 * 60_000 - 1 }), 'SX200001', transfer),
    '转借码已过期，请对方重新生成',
  );
  assert.is(transferCodeRefusal(code(), 'SX100001', transfer), '不能转借给自己');
});

Transfer('taking it: the code, then the borrower, then the loan as it stands', () => {
  assert.is(takeTransferRefusal(code(), borrower(), loan(), policy, transfer), '');
  assert.is(
    takeTransferRefusal(code({ state: 'taken' }), borrower({ state: 'lost' }), loan(), policy, transfer),
    '已被其他读者转借',
  );
  assert.is(
    takeTransferRefusal(code(), borrower({ state: 'lost' }), loan(), policy, transfer),
    '读者证已挂失，请先到馆办理',
  );
  assert.is(
    takeTransferRefusal(code(), borrower({ state: 'expired' }), loan(), policy, transfer),
    '读者证已过期，请先办理延期',
  );
  assert.is(
    takeTransferRefusal(code(), borrower({ fine: 1001 }), loan(), policy, transfer),
    '未缴罚款超过限额，请先缴纳',
  );
  assert.is(takeTransferRefusal(code(), borrower({ loancount: 10 }), loan(), policy, transfer), '已借满10本，请先归还');
  assert.is(
    takeTransferRefusal(code(), borrower(), loan({ reservedByOther: true }), policy, transfer),
    '该书已被其他读者预约，不能转借',
  );
  assert.is(
    takeTransferRefusal(code({ lenderRdrno: 'SX200001' }), borrower(), loan(), policy, transfer),
    '不能转借给自己',
  );
});

Transfer.run();
