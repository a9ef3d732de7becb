/** Readers' photo posts: a platform service (/v1/photo). */
import type {
  MyPhotosParams,
  Photo,
  PhotoActionParams,
  PhotoAddParams,
  PhotoIdParams,
  PhotoListParams,
  Rows,
} from '../../api/contract';
import { get, post } from '../../api/http';
import { type Platform, withAccount } from '../../api/platform';

export const listPhotos = (p: PhotoListParams): Platform<Rows<Photo>> => get('/v1/photo/list', withAccount(p));
export const myPhotos = (p: MyPhotosParams): Platform<Rows<Photo>> => get('/v1/photo/mine', withAccount(p));
export const photoDetail = (p: PhotoIdParams): Platform<Photo> => get('/v1/photo/detail', withAccount(p));
export const addPhoto = (p: PhotoAddParams): Platform<Photo> => post('/v1/photo/add', withAccount(p));
export const likePhoto = (p: PhotoActionParams): Platform<Photo> => post('/v1/photo/like', withAccount(p));
export const deletePhoto = (p: PhotoActionParams): Platform<{ id: number }> => post('/v1/photo/del', withAccount(p));
