import type { ApiMethod } from '../../transport';
import { archiveOperation } from './common';

export const method = 'unarchiveChat' satisfies ApiMethod;

export const { description, execute } = archiveOperation('unarchive', method);
