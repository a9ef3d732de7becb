/** The libraries with their details, from the library system (/v1/elib/getLibraryInfo). */
import type { LibraryInfoParams } from '../../api/contract';
import { elibGet } from '../../api/elib';

export const getLibraryInfo = (p: LibraryInfoParams = {}) => elibGet('getLibraryInfo', p);
