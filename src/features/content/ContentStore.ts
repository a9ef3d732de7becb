/**
 * What the library publishes: notices (通知公告), one article at a time (详情, 指南详情), the
 * agreement, the service guide and the e-resources. Published content changes rarely and is
 * nobody's own: nothing to forget when the card changes.
 */
import { makeAutoObservable } from 'mobx';
import type { Article, EResourceCategory, GuideCategory, Notice } from '../../api/contract';
import { platformData } from '../../api/result';
import { DetailStore } from '../../stores/base/DetailStore';
import { ListStore } from '../../stores/base/ListStore';
import type { FeatureStore } from '../../stores/RootStore';
import { getAgreement, getArticle, listEResources, listGuide, listNotices } from './api';

/** A notice published while the list is kept shows on the next visit after this long. */
const NOTICES_FRESH_MS = 60_000;
/** The guide, the e-resources and the agreement are edited rarely: loaded again after half an hour. */
const STABLE_MS = 30 * 60_000;

/** The agreement has no id in its address: one key for it. */
const AGREEMENT = 'agreement';

const articleStore = () =>
  new DetailStore<Article, number>((id) => getArticle(id).then((res) => platformData(res, '文章加载失败')));

export class ContentStore implements FeatureStore {
  readonly notices = new ListStore<Notice>((_query, paging) => listNotices(paging).then((res) => platformData(res)), {
    pageSize: 10,
  });
  /** 详情 (/banner_article), 指南详情 and 详情 (/usa) each keep their own: kept-alive pages do not share one. */
  readonly article = articleStore();
  readonly guideEntry = articleStore();
  readonly agreement = new DetailStore<Article, number | typeof AGREEMENT>((key) =>
    (key === AGREEMENT ? getAgreement() : getArticle(key)).then((res) => platformData(res, '文章加载失败')),
  );
  readonly guide = new DetailStore<GuideCategory[], 'guide'>(() => listGuide().then((res) => platformData(res)));
  readonly eresources = new DetailStore<EResourceCategory[], 'eresources'>(() =>
    listEResources().then((res) => platformData(res)),
  );

  constructor() {
    makeAutoObservable(this, {
      notices: false,
      article: false,
      guideEntry: false,
      agreement: false,
      guide: false,
      eresources: false,
    });
  }

  loadNotices(maxAge = NOTICES_FRESH_MS): Promise<void> {
    return this.notices.ensure({}, maxAge);
  }

  /** An article by id; each open counts a read, so an article shown again is not fetched again. */
  loadArticle(id: number): Promise<void> {
    return this.article.ensure(id);
  }

  /** The newest agreement, or the one named by id. */
  loadAgreement(id = 0): Promise<void> {
    return this.agreement.ensure(id || AGREEMENT, STABLE_MS);
  }

  loadGuideEntry(id: number): Promise<void> {
    return this.guideEntry.ensure(id);
  }

  loadGuide(): Promise<void> {
    return this.guide.ensure('guide', STABLE_MS);
  }

  loadEResources(): Promise<void> {
    return this.eresources.ensure('eresources', STABLE_MS);
  }

  /** The guide entry's category name, once the guide is loaded ('' otherwise). */
  guideCategoryOf(id: number): string {
    return this.guide.value?.find((category) => category.entries.some((entry) => entry.id === id))?.name ?? '';
  }

  clearReaderData(): void {}
}
