/** Reading the envelopes: which failures may be tried again. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { networkFailure } from '../../src/api/failure';
import { elibOk, unanswered } from '../../src/api/result';
import { config } from '../../src/config';

const Result = suite('envelope results');

Result('no decision (network, timeout, a server error) may be tried again; a refusal may not', () => {
  assert.ok(unanswered(networkFailure('网络异常，请检查网络后重试')));
  assert.ok(unanswered({ status: '500' }));
  assert.ok(unanswered({ status: '503' }));
  for (const status of ['0', '1', '403', '50', '5000', '']) assert.not.ok(unanswered({ status }), status);
  assert.not.ok(unanswered({}));
});

Result('the library system succeeded when its status is the configured success value (SPEC §4), not a literal', () => {
  const answer = (status: string) => ({ status, message: '', rows: [], total: 0 });
  assert.ok(elibOk(answer('0')));
  assert.not.ok(elibOk(answer('1')));
  const configured = config.elibSuccess;
  try {
    (config as { elibSuccess: string }).elibSuccess = '200';
    assert.ok(elibOk(answer('200')));
    assert.not.ok(elibOk(answer('0')));
  } finally {
    (config as { elibSuccess: string }).elibSuccess = configured;
  }
});

Result.run();
