export { LoginScreen } from './login-screen';
export { searchAreas, areaCodes, type AreaCode } from './area-codes';
export { sendSmsCode, sendSmsCodeOptions, useSendSmsCode } from './api/send-sms-code';
export { login, loginOptions, useLogin } from './api/login';
export { ChatLoginScreen } from './chat-login-screen';
