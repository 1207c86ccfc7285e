import { mutationOptions, useMutation } from '@tanstack/react-query';
import { appApi } from '@yoga/app-shell';
import type { SubAppId } from '@yoga/platform';

export interface LoginInput {
  subApp: SubAppId;
  areaCode: string;
  phone: string;
  code: string;
}

export interface LoginResult {
  token: string;
  user: { id: string; name: string; phone: string };
}

/** POST /api/auth/login: phone and code for one brand and role; the token is valid for that sub-app only. */
export function login(input: LoginInput): Promise<LoginResult> {
  return appApi().standard.post<LoginResult>('auth/login', input, { auth: false });
}

export const loginOptions = () => mutationOptions({ mutationKey: ['auth', 'login'], mutationFn: login });

export const useLogin = () => useMutation(loginOptions());
