/** Readers' photo posts: a platform service (/v1/photo). */
import type {
  MyPhotosParams,
  PhotoActionParams,
  PhotoAddParams,
  PhotoIdParams,
  PhotoListParams,
} from '../../api/contract';
import { get, post } from '../../api/http';
import { withAccount } from '../../api/platform';

export const listPhotos = (p: PhotoListParams) => get('/v1/photo/list', withAccount(p));
export const myPhotos = (p: MyPhotosParams) => get('/v1/photo/mine', withAccount(p));
export const photoDetail = (p: PhotoIdParams) => get('/v1/photo/detail', withAccount(p));
export const addPhoto = (p: PhotoAddParams) => post('/v1/photo/add', withAccount(p));
export const likePhoto = (p: PhotoActionParams) => post('/v1/photo/like', withAccount(p));
export const deletePhoto = (p: PhotoActionParams) => post('/v1/photo/del', withAccount(p));
