/**
 * Home's banner carousel and WCAG 2.2.2 (moving content can be stopped): 暂停轮播 holds it and
 * starts it again; it holds while focus is in a slide; with reduced motion, in 关怀模式, or with one banner, it never
 * moves and offers no button.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { act } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { Banner } from '../../src/api/contract';
import { BannerCarousel } from '../../src/home/views';
import { click, mount, waitFor } from '../helpers/page';

const banner = (id: number): Banner => ({
  id,
  title: `活动${id}`,
  image: `/b${id}.jpg`,
  articleid: null,
  path: '/aloud/index',
});
const Carousel = suite('banner carousel');
const realMatchMedia = window.matchMedia;
Carousel.after.each(() => {
  window.matchMedia = realMatchMedia;
});

const reducedMotion = (reduce: boolean) => {
  window.matchMedia = ((query: string) =>
    ({
      matches: reduce && query.includes('prefers-reduced-motion'),
      media: query,
      addEventListener() {},
      removeEventListener() {},
    }) as unknown as MediaQueryList) as typeof window.matchMedia;
};

Carousel('暂停轮播 stops and restarts it, announced by its pressed state', async () => {
  reducedMotion(false);
  const view = await mount(
    <MemoryRouter>
      <BannerCarousel banners={[banner(1), banner(2), banner(3)]} />
    </MemoryRouter>,
  );
  await waitFor(() => !!view.container.querySelector('button[aria-label="暂停轮播"]'));
  const pause = view.container.querySelector<HTMLButtonElement>('button[aria-label="暂停轮播"]')!;
  assert.is(pause.getAttribute('aria-pressed'), 'false');
  await click(pause);
  assert.is(pause.getAttribute('aria-pressed'), 'true');
  await click(pause);
  assert.is(pause.getAttribute('aria-pressed'), 'false');
  await act(async () => view.unmount());
});

Carousel('with reduced motion, or a single banner, it never moves and offers no button', async () => {
  reducedMotion(true);
  const still = await mount(
    <MemoryRouter>
      <BannerCarousel banners={[banner(1), banner(2)]} />
    </MemoryRouter>,
  );
  await new Promise((resolve) => setTimeout(resolve, 20));
  assert.is(still.container.querySelector('.home-banner-pause'), null);
  await act(async () => still.unmount());
  reducedMotion(false);
  const one = await mount(
    <MemoryRouter>
      <BannerCarousel banners={[banner(1)]} />
    </MemoryRouter>,
  );
  await new Promise((resolve) => setTimeout(resolve, 20));
  assert.is(one.container.querySelector('.home-banner-pause'), null);
  await act(async () => one.unmount());
});

Carousel('in 关怀模式 (still) it never moves and offers no button', async () => {
  reducedMotion(false);
  const view = await mount(
    <MemoryRouter>
      <BannerCarousel banners={[banner(1), banner(2)]} still />
    </MemoryRouter>,
  );
  await new Promise((resolve) => setTimeout(resolve, 20));
  assert.is(view.container.querySelector('.home-banner-pause'), null);
  await act(async () => view.unmount());
});

Carousel.run();
