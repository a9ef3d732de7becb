/**
 * The harness page's ··· menu and share preview: items the page hid are greyed out (disabled, with
 * a hint) and cannot be chosen, 发送给朋友 without a card shows the bare link, the preview draws a
 * chat bubble or a Moments post, and "open as another persona" opens a second phone at the link.
 */
import { act } from 'react';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { SharedCard } from '../../harness/bridge/share';
import { HIDDEN_HINT, MenuSheet, SharePreview } from '../../harness/page/components/ShareSheet';
import { frameLocation } from '../../harness/page/state/frame';
import { secondPhoneRequest, secondPhoneUrl } from '../../harness/page/state/secondPhone';
import { session } from '../../harness/page/state/session';
import { chooseMenuItem, menuSheet, sharePreview } from '../../harness/page/state/share';
import { byText, click, mount, type Mounted, text, waitFor } from '../helpers/page';

const Share = suite('harness page: the ··· menu and share preview');

let view: Mounted | null = null;
Share.after.each(async () => {
  await view?.unmount();
  view = null;
  await act(async () => {
    menuSheet.set(null);
    sharePreview.set(null);
  });
});

const items = (container: Element) =>
  [...container.querySelectorAll<HTMLButtonElement>('[role="menuitem"]')].map((button) => [
    button.dataset.item,
    button.disabled,
    button.querySelector('.wx-sheet-hint')?.textContent ?? '',
  ]);

Share('the sheet greys out the items the page hid, with a hint, and they cannot be chosen', async () => {
  await act(async () => menuSheet.set({ hidden: ['menuItem:share:appMessage', 'menuItem:copyUrl'] }));
  view = await mount(<MenuSheet />);
  assert.equal(items(view.container), [
    ['appMessage', true, HIDDEN_HINT],
    ['timeline', false, ''],
    ['copyUrl', true, HIDDEN_HINT],
    ['openWithSafari', false, ''],
    ['refresh', false, ''],
  ]);
  assert.match(text(view.container), '发送给朋友');
  assert.match(text(view.container), '分享到朋友圈');
  await act(async () => chooseMenuItem('appMessage'));
  assert.ok(menuSheet.get(), 'a hidden item does nothing');
  assert.is(sharePreview.get(), null);
  await click(byText(view.container, '取消', 'button'));
  assert.is(menuSheet.get(), null);
  assert.is(view.container.querySelector('[role="menu"]'), null);
});

Share('hideAllNonBaseMenuItem: every share and copy item is grey, 刷新 stays', async () => {
  await act(async () =>
    menuSheet.set({
      hidden: [
        'menuItem:share:appMessage',
        'menuItem:share:timeline',
        'menuItem:copyUrl',
        'menuItem:openWithSafari',
        'menuItem:favorite',
      ],
    }),
  );
  view = await mount(<MenuSheet />);
  assert.equal(
    items(view.container).map(([id, disabled]) => [id, disabled]),
    [
      ['appMessage', true],
      ['timeline', true],
      ['copyUrl', true],
      ['openWithSafari', true],
      ['refresh', false],
    ],
  );
});

Share('发送给朋友 on a page without the JS-SDK shares the bare link: title and URL, no picture', async () => {
  await act(async () => {
    frameLocation.set({ path: '/notice/list', title: '通知公告', loading: false });
    menuSheet.set({ hidden: [] });
  });
  view = await mount(
    <>
      <MenuSheet />
      <SharePreview />
    </>,
  );
  await click(view.container.querySelector('[data-item="appMessage"]')!);
  const bubble = await waitFor(() => view!.container.querySelector('.chat-bubble'));
  const link = `${location.origin}/notice/list`;
  assert.is(bubble.getAttribute('data-source'), 'bare');
  assert.is(text(bubble.querySelector('.share-title')!), '通知公告');
  assert.is(text(bubble.querySelector('.share-link')!), link);
  assert.is(bubble.querySelector('img'), null);
  assert.match(text(view.container), '只分享链接');
});

const CARD: SharedCard = {
  kind: 'appMessage',
  source: 'api',
  title: '活着',
  desc: '余华 著',
  link: 'http://127.0.0.1/books/detail?id=1',
  imgUrl: 'http://127.0.0.1/covers/1.jpg',
};

Share('the preview: a chat bubble for a friend, a Moments post for the timeline', async () => {
  await act(async () => sharePreview.set(CARD));
  view = await mount(<SharePreview />);
  const bubble = view.container.querySelector('.chat-bubble')!;
  assert.is(text(bubble.querySelector('.share-title')!), '活着');
  assert.is(text(bubble.querySelector('.share-desc')!), '余华 著');
  assert.is(bubble.querySelector('img')?.getAttribute('src'), CARD.imgUrl);
  assert.is(text(bubble.querySelector('.share-link')!), CARD.link);
  assert.ok(view.container.querySelector('[role="dialog"][aria-label="发送给朋友预览"]'));
  await act(async () => sharePreview.set({ ...CARD, kind: 'timeline', desc: '', title: '活着 - 余华' }));
  const post = view.container.querySelector('.moments-post')!;
  assert.is(text(post.querySelector('.share-title')!), '活着 - 余华');
  assert.is(post.querySelector('img')?.getAttribute('src'), CARD.imgUrl);
  assert.ok(view.container.querySelector('[role="dialog"][aria-label="朋友圈预览"]'));
  await click(byText(view.container, '关闭', 'button'));
  assert.is(view.container.querySelector('[role="dialog"]'), null);
});

Share('open as another persona: a second harness tab as the chosen persona at the link', async () => {
  const opened: string[] = [];
  const original = window.open;
  window.open = ((url: string) => {
    opened.push(url);
    return null;
  }) as typeof window.open;
  const row = (persona: string, nickname: string) => ({
    persona,
    nickname,
    openid: `o-${persona}`,
    headimgurl: '',
    description: '',
    cards: [],
  });
  await act(async () => {
    session.set((s) => ({ ...s, persona: 'reader', personas: [row('reader', '读者'), row('newcomer', '新用户')] }));
    sharePreview.set({ ...CARD, link: `${location.origin}/books/detail?id=1` });
  });
  try {
    view = await mount(<SharePreview />);
    const select = view.container.querySelector<HTMLSelectElement>('select')!;
    assert.equal(
      [...select.options].map((option) => option.value),
      ['newcomer'],
    );
    await click(byText(view.container, '在第二台手机打开', 'button'));
    assert.equal(opened, ['/__harness/?as=newcomer&open=%2Fbooks%2Fdetail%3Fid%3D1']);
  } finally {
    window.open = original;
  }
});

Share('the second phone reads its persona and path; foreign links and odd values are refused', () => {
  assert.is(secondPhoneUrl('newcomer', 'https://example.com/books/1', 'http://127.0.0.1:5173'), '');
  assert.is(secondPhoneUrl('', '/books/1', 'http://127.0.0.1:5173'), '');
  const url = secondPhoneUrl('multicard', 'http://127.0.0.1:5173/aloud/work?id=7#vote', 'http://127.0.0.1:5173');
  assert.equal(secondPhoneRequest(url.slice(url.indexOf('?'))), {
    persona: 'multicard',
    path: '/aloud/work?id=7#vote',
  });
  assert.is(secondPhoneRequest(''), null);
  assert.is(secondPhoneRequest('?as=newcomer&open=//evil.example/x'), null);
  assert.is(secondPhoneRequest('?as=a%20b&open=/x'), null);
});

Share.run();
