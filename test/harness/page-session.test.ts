/** The harness page's idea of who the phone's user is follows the cookies the frame's pages set. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { PersonaRow } from '../../harness/page/state/api';
import { cookieSession, session, syncSessionFromCookies } from '../../harness/page/state/session';

const Session = suite('harness page: session from cookies');

const row = (persona: string, nickname: string) =>
  ({ persona, nickname, openid: `o_${persona}`, headimgurl: '', description: '', cards: [] }) as PersonaRow;

Session.before.each(() => {
  session.set({
    personas: [row('reader', '林书远'), row('fined', '赵大伟')],
    persona: '',
    device: 'ios',
    clientVersion: '8.0.50',
    textSize: 'standard',
    colorScheme: 'light',
    busy: false,
    loaded: true,
  });
});

const DEFAULTS = { persona: '', device: 'ios', clientVersion: '8.0.50', textSize: 'standard', colorScheme: 'light' };

Session('the cookies name persona, device, client version, text size, dark mode; missing ones are the defaults', () => {
  assert.equal(
    cookieSession(
      'harness_env=wechat; harness_persona=fined; harness_device=android; harness_client_version=7.0.10; ' +
        'harness_text_size=largest; harness_color_scheme=dark',
    ),
    { persona: 'fined', device: 'android', clientVersion: '7.0.10', textSize: 'largest', colorScheme: 'dark' },
  );
  assert.equal(cookieSession(''), DEFAULTS);
  assert.equal(
    cookieSession('xharness_persona=reader; harness_device=pc; harness_text_size=huge; harness_color_scheme=auto'),
    DEFAULTS,
  );
});

Session('允许 on the authorize page (a new harness_persona cookie) becomes the current persona', () => {
  assert.ok(syncSessionFromCookies('harness_env=wechat; harness_persona=fined'));
  assert.is(session.get().persona, 'fined');
  assert.not.ok(syncSessionFromCookies('harness_env=wechat; harness_persona=fined'), 'nothing new the second time');
  assert.ok(syncSessionFromCookies('harness_persona=reader; harness_device=android'));
  assert.equal([session.get().persona, session.get().device], ['reader', 'android']);
  assert.ok(syncSessionFromCookies('harness_persona=reader; harness_device=android; harness_color_scheme=dark'));
  assert.is(session.get().colorScheme, 'dark', 'dark mode set by another tab or the control API');
});

Session('while the page itself is changing the session, cookies are not read', () => {
  session.set((s) => ({ ...s, busy: true }));
  assert.not.ok(syncSessionFromCookies('harness_persona=fined'));
  assert.is(session.get().persona, '');
});

Session.run();
