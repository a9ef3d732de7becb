/** The shape of the catalogue's shelf data: one shelf per CLC class the generator fills. */
import type { Nation } from './data/people.js';

/** Where a title is shelved; each library maps a zone to one of its locations. */
export type Zone = 'lit' | 'social' | 'science' | 'general' | 'foreign' | 'kids' | 'picture' | 'kidsci';

export interface AuthorStyle {
  /** Roles after the name; '' is a bare name. Repeat an entry to make it likelier. */
  roles: string[];
  /** Chance of a second author. */
  coauthor?: number;
  /** Share of translated titles and their authors' nationalities. */
  foreign?: { share: number; nations: Nation[] };
  /** Chance of an editorial board instead of a person (本书编委会 编). */
  board?: number;
  /** Picture books: 文 and 图 by two people, or 文·图 by one. */
  picture?: boolean;
}

export interface ShelfSpec {
  classno: string;
  /** 主题词 in CNMARC style: 长篇小说－中国－当代. */
  subject: string;
  weight: number;
  /** Title templates (see catalogue-template.ts). */
  titles: string[];
  /** Sentence pools: the summary takes one sentence from the first pool, maybe from the next two. */
  summary: string[][];
  vocab?: Record<string, string[]>;
  publishers: string[];
  pages: [number, number];
  author: AuthorStyle;
  zone: Zone;
  /** Children's books: their copies live mostly at the children's library. */
  kids?: boolean;
  minYear?: number;
  /** Price multiplier (textbooks and technical books cost more per page). */
  price?: number;
  /** Non-fiction: the topic a generated subtitle names (写给初学者的投资理财入门). No topic, no subtitles. */
  topic?: string;
  /** Textbooks and technical books: a new edition's title says （第N版）. */
  editions?: boolean;
}

export interface GroupSpec {
  name: string;
  weight: number;
  vocab?: Record<string, string[]>;
  shelves: ShelfSpec[];
}

export const NOVELIST: AuthorStyle = { roles: ['', '', '', '著'] };
export const SCHOLAR: AuthorStyle = { roles: ['著', '著', '编著', '主编'], coauthor: 0.2 };
export const TEXTBOOK: AuthorStyle = { roles: ['主编', '主编', '编著'], coauthor: 0.5 };
export const TECH: AuthorStyle = {
  roles: ['编著', '著', '著', '主编'],
  coauthor: 0.45,
  foreign: { share: 0.2, nations: ['美', '美', '美', '英', '日', '德'] },
};
export const POPULAR: AuthorStyle = {
  roles: ['著', '著', ''],
  foreign: { share: 0.35, nations: ['美', '美', '英', '日', '德', '法', '加', '澳'] },
};
export function translated(...nations: Nation[]): AuthorStyle {
  return { roles: ['著'], foreign: { share: 1, nations } };
}
