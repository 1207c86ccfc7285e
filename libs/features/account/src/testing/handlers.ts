import { http } from 'msw';
import type { User } from '@yoga/contract';
import { okJson } from '@yoga/testing';

export const sumanMePath = `${location.origin}/api/suman/v1/user/me`;
export const sumanStudent: User = { id: 7, name: '学员0000', phone: '13800000000', areaCode: '86' };

/** The account domain's success answers; tests add their own failures with server.use(). */
export const accountHandlers = [http.get(sumanMePath, () => okJson(sumanStudent))];
