import type { ApiMethod } from '../../transport';
import { addressBookOperation } from './addressBook';

export const method = 'editContact' satisfies ApiMethod;

/** editContact → `{ editContact: true, chatId }`. */
export const { description, execute } = addressBookOperation('update', method);
