/**
 * The plan's markers (图书馆城): libraries a few hundred metres apart are kept a tap target apart,
 * labels sit clear of every pin and of each other, and the distance reads 在馆内 within the
 * on-site radius 手机借书 uses, else 距您 in km.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { distanceMetres, ON_SITE_METRES, onSite } from '../../src/api/contract/libraries';
import { labelOf, layoutMarkers, PLAN_HEIGHT, PLAN_WIDTH } from '../../src/features/map/components/markerLayout';
import { distanceText } from '../../src/features/map/MapStore';
import { harnessConfig } from '../../harness/server/infra/config';

const Layout = suite('the plan’s markers and the distance');

const px = (p: { x: number; y: number }) => ({ x: p.x * PLAN_WIDTH, y: p.y * PLAN_HEIGHT });

Layout('markers on one spot, or nearly, are moved a tap target apart; far ones stay put', () => {
  const points = [
    { x: 0.5, y: 0.5 },
    { x: 0.505, y: 0.49 },
    { x: 0.5, y: 0.5 },
    { x: 0.15, y: 0.3 },
  ];
  const places = layoutMarkers(points, ['总馆', '少年儿童图书馆', '城东分馆', '河西分馆']);
  for (let i = 0; i < places.length; i += 1) {
    for (let j = i + 1; j < places.length; j += 1) {
      const [a, b] = [px(places[i]), px(places[j])];
      assert.ok(Math.hypot(a.x - b.x, a.y - b.y) >= 43, `markers ${i + 1} and ${j + 1} apart`);
    }
  }
  assert.equal(places[3], { ...points[3], label: places[3].label }, 'a lone marker where it is');
  for (const place of places) {
    const { x, y } = px(place);
    assert.ok(x >= 22 && x <= PLAN_WIDTH - 22 && y >= 22 && y <= PLAN_HEIGHT - 22, 'inside the plan');
  }
});

Layout('every label clear of the pins and of the other labels, or left out', () => {
  const places = layoutMarkers(
    [
      { x: 0.5, y: 0.5 },
      { x: 0.52, y: 0.48 },
      { x: 0.2, y: 0.2 },
    ],
    ['总馆', '少年儿童图书馆', '河西分馆'],
  );
  assert.ok(
    places.every((p) => p.label !== null),
    'room for all three',
  );
  const [first, second] = places;
  // Two close pins do not put their labels on the same side of the pair.
  assert.ok(first.label !== second.label || Math.abs(px(first).y - px(second).y) > 20, JSON.stringify(places));
});

Layout("at WeChat's larger text sizes labels grow, and still never overlap (some are left out)", () => {
  const points = [
    { x: 0.5, y: 0.45 },
    { x: 0.58, y: 0.3 },
    { x: 0.45, y: 0.35 },
    { x: 0.25, y: 0.25 },
    { x: 0.7, y: 0.75 },
  ];
  const names = ['总馆', '少年儿童图书馆', '城南分馆', '河西分馆', '城东分馆'];
  for (const scale of [1, 1.25, 1.5, 2]) {
    const places = layoutMarkers(points, names, scale);
    const boxes = places.map((place, i) => labelOf(place, names[i], scale)).filter((box) => box !== null);
    for (const box of boxes) {
      assert.ok(
        box.left >= 0 && box.top >= 0 && box.right <= PLAN_WIDTH && box.bottom <= PLAN_HEIGHT,
        `${scale}: inside`,
      );
    }
    for (let i = 0; i < boxes.length; i += 1)
      for (let j = i + 1; j < boxes.length; j += 1) {
        const [a, b] = [boxes[i], boxes[j]];
        assert.not.ok(
          a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom,
          `${scale}: ${i}, ${j}`,
        );
      }
  }
  const wide = labelOf(layoutMarkers([{ x: 0.5, y: 0.5 }], ['总馆'], 2)[0], '总馆', 2);
  const standard = labelOf(layoutMarkers([{ x: 0.5, y: 0.5 }], ['总馆'])[0], '总馆');
  assert.ok(wide && standard && wide.right - wide.left > standard.right - standard.left, 'a label grows with the text');
});

Layout('在馆内 within the on-site radius (the one 手机借书 lends within), else 距您 in km', () => {
  assert.is(harnessConfig.phoneLoan.maxDistanceMetres, ON_SITE_METRES, 'one radius');
  assert.is(distanceText(0), '在馆内');
  assert.is(distanceText(ON_SITE_METRES), '在馆内');
  assert.is(distanceText(ON_SITE_METRES + 1), '距您 0.20km');
  assert.is(distanceText(3290), '距您 3.29km');
  const library = { latitude: 30.274085, longitude: 120.15507 };
  const across = { latitude: 30.2765, longitude: 120.15507 };
  assert.ok(distanceMetres(library, across) > ON_SITE_METRES);
  assert.equal([onSite(library, library), onSite(across, library)], [true, false]);
});

Layout.run();
