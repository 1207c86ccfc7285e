import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '@yoga/api';
import type { LoginRequest, LoginResponse } from '@yoga/contract';

export type LoginInput = LoginRequest;
export type LoginResult = LoginResponse;

/** POST /api/auth/login: phone and code for one brand and role; the token is valid for that sub-app only. */
export function login(input: LoginInput): Promise<LoginResult> {
  // Compact: the phone number and code travel encrypted inside the TLS connection too.
  return api.app.post<LoginResult>('auth/login', input, { auth: false, compact: true });
}

export const loginOptions = () => mutationOptions({ mutationKey: ['auth', 'login'], mutationFn: login });

export const useLogin = () => useMutation(loginOptions());
