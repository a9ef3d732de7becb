/**
 * The first screen's markup, rendered from the app's own views (react-dom/server) into templates
 * with named fields (`@@name@@`, filled escaped) and slots (`@@slot:name@@`, filled with markup).
 * The build runs this in Node and hands the result to the entry (module `virtual:first-screen`,
 * build.mjs), which paints home before React runs (paint.ts); tests call it directly. Only views
 * are imported here: no store, no browser API.
 */
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import type { Banner, ServiceItem } from '../../api/contract';
import { AllAppsCell, ServiceCell, ServiceGridList, ServiceGridSkeleton } from '../../components/ui/ServiceGrid';
import { config } from '../../config';
import { PATHS } from '../../router/paths';
import { activeTabIndex, TabBarView } from '../../router/TabBar';
import { BannerCarousel, BannerRoom, HomeView, StripCard, StripSkeleton } from '../views';
import { field, MAX_BANNERS, slot, type FirstScreenTemplates } from './fields';

const noop = () => undefined;

/**
 * The element's markup. React's server renderer adds a `<link rel="preload">` before each picture
 * (for a document's head): the page itself loads them as it paints, so those are left out.
 */
function html(element: ReactElement): string {
  return renderToStaticMarkup(<MemoryRouter initialEntries={[PATHS.home]}>{element}</MemoryRouter>).replace(
    /<link rel="preload"[^>]*>/g,
    '',
  );
}

/** A service whose name and icon are fields. */
const sampleService = (icon: string): ServiceItem => ({
  id: 0,
  name: field('name'),
  icon,
  url: '',
  sortnum: 0,
  status: 1,
  group: '',
});

/** `count` banners whose title, picture and address are fields (`title0`, `image0`, `href0` ...). */
function sampleBanners(count: number): Banner[] {
  return Array.from({ length: count }, (_, i) => ({
    id: i,
    title: field(`title${i}`),
    image: field(`image${i}`),
    articleid: null,
    // An in-app path must start with '/': the field holds the rest of the address.
    path: `/${field(`href${i}`)}`,
  }));
}

export function renderFirstScreenTemplates(): FirstScreenTemplates {
  return {
    screen: html(
      <>
        <main className="route-page" data-route-key={PATHS.home}>
          <HomeView onSearch={noop} services={slot('services')} banners={slot('banners')} strip={slot('strip')} />
        </main>
        <TabBarView tabs={config.tabs} active={activeTabIndex(config.tabs, PATHS.home)} onSelect={noop} />
      </>,
    ),
    grid: html(<ServiceGridList>{slot('cells')}</ServiceGridList>),
    cell: html(<ServiceCell item={sampleService(field('icon'))} onOpen={noop} />),
    cellBlank: html(<ServiceCell item={sampleService('')} onOpen={noop} />),
    allApps: html(<AllAppsCell onOpen={noop} />),
    gridSkeleton: html(<ServiceGridSkeleton />),
    bannerRoom: html(<BannerRoom />),
    carousels: Array.from({ length: MAX_BANNERS }, (_, i) => html(<BannerCarousel banners={sampleBanners(i + 1)} />)),
    stripSkeleton: html(<StripSkeleton />),
    stripCard: html(<StripCard name={field('name')} sub={field('sub')} />),
  };
}
